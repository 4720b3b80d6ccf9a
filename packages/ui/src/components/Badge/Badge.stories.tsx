import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, Clock, Crown } from 'lucide-react';
import { expect } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Content/Badge',
  component: Badge,
  args: { children: 'Inativo' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Tones: Story = {
  render: () => (
    <Inline>
      <Badge tone="neutral">Inativo</Badge>
      <Badge tone="primary">Atual</Badge>
      <Badge tone="success">Aprovado</Badge>
      <Badge tone="warning">Pendente</Badge>
      <Badge tone="danger">Recusado</Badge>
      <Badge tone="info">Loja Ativa</Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Recusado')).toBeVisible();
  },
};

export const WithIcon: Story = {
  render: () => (
    <Inline>
      <Badge tone="success" icon={<CircleCheck size={12} aria-hidden />}>
        Verificado
      </Badge>
      <Badge tone="warning" icon={<Clock size={12} aria-hidden />}>
        Aguardando verificação
      </Badge>
      <Badge tone="primary" icon={<Crown size={12} aria-hidden />}>
        Plano Premium
      </Badge>
    </Inline>
  ),
};
