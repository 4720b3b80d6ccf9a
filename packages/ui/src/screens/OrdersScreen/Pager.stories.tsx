import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from './Pager.tsx';

const meta = {
  title: 'Screens/Orders/Pager',
  component: Pager,
  args: { info: { page: 1, page_count: 7, total: 128 }, noun: ['pedido', 'pedidos'], onPageChange: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttons = (canvasElement: HTMLElement) => {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Paginação' });
  return {
    nav,
    previous: within(nav).getByRole('button', { name: 'Anterior' }),
    next: within(nav).getByRole('button', { name: 'Próxima' }),
  };
};

export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const { nav, previous, next } = buttons(canvasElement);
    await expect(within(canvasElement).getByText('128 pedidos')).toBeVisible();
    await expect(nav).toHaveTextContent('Página 1 de 7');
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const MiddlePage: Story = {
  args: { info: { page: 4, page_count: 7, total: 128 } },
  play: async ({ args, canvasElement }) => {
    const { nav, previous, next } = buttons(canvasElement);
    await expect(nav).toHaveTextContent('Página 4 de 7');
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

export const LastPage: Story = {
  args: { info: { page: 7, page_count: 7, total: 128 } },
  play: async ({ args, canvasElement }) => {
    const { nav, previous, next } = buttons(canvasElement);
    await expect(nav).toHaveTextContent('Página 7 de 7');
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const OnePage: Story = {
  args: { info: { page: 1, page_count: 1, total: 1 }, noun: ['carrinho', 'carrinhos'] },
  play: async ({ canvasElement }) => {
    const { nav, previous, next } = buttons(canvasElement);
    await expect(within(canvasElement).getByText('1 carrinho')).toBeVisible();
    await expect(nav).toHaveTextContent('Página 1 de 1');
    await expect(previous).toBeDisabled();
    await expect(next).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { info: { page: 2, page_count: 7, total: 1234 }, isDisabled: true },
  play: async ({ canvasElement }) => {
    const { previous, next } = buttons(canvasElement);
    await expect(within(canvasElement).getByText('1.234 pedidos')).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toBeDisabled();
  },
};
