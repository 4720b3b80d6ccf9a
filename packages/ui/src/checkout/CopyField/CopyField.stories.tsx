import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { boletoLine, pixPayload } from '../checkout.fixtures.ts';
import { CopyField } from './CopyField.tsx';

const meta = {
  title: 'Checkout/Pieces/CopyField',
  component: CopyField,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  parameters: { maxWidth: 480 },
  args: { label: 'PIX copia e cola', value: pixPayload, multiline: true },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Multiline: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'PIX copia e cola' });
    await expect(field).toHaveAttribute('readonly');
    await expect(field).toHaveValue(pixPayload);
  },
};

export const SingleLine: Story = {
  args: { label: 'Linha digitável', value: boletoLine, multiline: false, variant: 'secondary' },
};

/** The button copies the code and says so, keeping its size. */
export const Copying: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writeText = fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = await canvas.findByRole('button', { name: 'Copiar código' });
    const before = button.getBoundingClientRect();
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledWith(pixPayload);
    const copied = await canvas.findByRole('button', { name: 'Copiado!' });
    await expect(copied.getBoundingClientRect().width).toBe(before.width);
    await expect(copied.getBoundingClientRect().height).toBe(before.height);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copiado!'));
  },
};
