import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NewStoreHint } from './NewStoreHint.tsx';

const meta = {
  title: 'Screens/Dashboard/NewStoreHint',
  component: NewStoreHint,
} satisfies Meta<typeof NewStoreHint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        name: 'Compartilhe o link de checkout de um produto para receber os primeiros pedidos',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir para Produtos' })).toHaveAttribute('href', '/produtos');
  },
};

export const CustomLink: Story = {
  args: { href: '/produtos?links=1', label: 'Copiar link de checkout' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Copiar link de checkout' }),
    ).toHaveAttribute('href', '/produtos?links=1');
  },
};
