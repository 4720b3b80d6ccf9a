import type { Meta, StoryObj } from '@storybook/react-vite';
import { Globe, Package, Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, LinkButton } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const onCreate = fn();

const meta = {
  title: 'Data/EmptyState',
  component: EmptyState,
  args: {
    icon: <Package aria-hidden />,
    title: 'Nenhum produto encontrado para esta loja.',
    description: 'Crie o primeiro produto ou sincronize o catálogo da Shopify.',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: {
    action: (
      <Button onPress={onCreate}>
        <Plus size={18} aria-hidden />
        Criar Produto
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum produto encontrado para esta loja.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Criar Produto' }));
    await expect(onCreate).toHaveBeenCalledOnce();
  },
};

export const WithLink: Story = {
  args: {
    icon: <Globe aria-hidden />,
    title: 'Nenhum domínio cadastrado para esta loja.',
    description: 'Adicione um domínio para o checkout atender no endereço da sua marca.',
    action: (
      <LinkButton href="/apps" variant="secondary">
        Ver integrações
      </LinkButton>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ver integrações' })).toHaveAttribute('href', '/apps');
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: 'Nenhum cupom cadastrado para esta loja.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum cupom cadastrado para esta loja.')).toBeVisible();
  },
};
