import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImagePlus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { FilePicker } from './FilePicker.tsx';

const meta = {
  title: 'Forms/FilePicker',
  component: FilePicker,
  args: { accept: ['image/png', 'image/jpeg'], onSelect: fn(), children: 'Enviar imagem' },
} satisfies Meta<typeof FilePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Enviar imagem' })).toBeVisible();
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    const file = new File(['png'], 'camiseta.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(file);
  },
};

export const Primary: Story = {
  args: { variant: 'primary', icon: <ImagePlus size={16} aria-hidden />, children: 'Alterar foto' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviar imagem' })).toBeDisabled();
  },
};
