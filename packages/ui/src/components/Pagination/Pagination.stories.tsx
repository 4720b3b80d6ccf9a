import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 3, pageCount: 10, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
    await expect(canvas.getByText('Página 3 de 10')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const FirstPage: Story = {
  args: { page: 1, pageCount: 5 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Página 1 de 5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }), { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeEnabled();
  },
};

export const LastPage: Story = {
  args: { page: 5, pageCount: 5 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Página 5 de 5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Página 1 de 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  },
};
