import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LiveIndicator } from './LiveIndicator.tsx';

const meta = {
  title: 'Screens/Dashboard/LiveIndicator',
  component: LiveIndicator,
  args: { status: 'live' },
} satisfies Meta<typeof LiveIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Ao vivo: novos pedidos aparecem sem recarregar a página.');
    await expect(status).toHaveAttribute('data-status', 'live');
  },
};

export const Connecting: Story = {
  args: { status: 'connecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Conectando…');
  },
};

export const Reconnecting: Story = {
  args: { status: 'offline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Reconectando…: a conexão caiu; os números podem estar desatualizados.',
    );
  },
};
