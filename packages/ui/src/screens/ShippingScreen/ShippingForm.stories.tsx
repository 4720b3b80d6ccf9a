import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShippingForm } from './ShippingForm.tsx';
import { freeShipping } from './ShippingScreen.fixtures.ts';

const meta = {
  title: 'Screens/Shipping/ShippingForm',
  component: ShippingForm,
  args: { option: null, onSubmit: fn(() => Promise.resolve()), onCancelEdit: fn() },
} satisfies Meta<typeof ShippingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Novo frete' })).toBeVisible();
    await expect(canvas.getByText('R$')).toBeVisible();
    await expect(canvas.getByText('Use 0 para frete grátis.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar Edição' })).toBeNull();
  },
};

export const EditFreeOption: Story = {
  args: { option: freeShipping },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Preço' })).toHaveValue('0,00');
    await expect(canvas.getByText('Editando Frete grátis')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar Edição' }));
    await expect(args.onCancelEdit).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ThousandsPrice: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'Frete de mudança');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Preço' }), '1.250,9');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prazo mínimo (dias)' }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prazo máximo (dias)' }), '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Frete' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Frete de mudança',
      price: '1250.90',
      min_days: 10,
      max_days: 20,
    });
  },
};

/** "12.345" could be R$ 12.345,00 or R$ 12,345: the form asks for the format the server reads. */
export const AmbiguousPrice: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'PAC');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Preço' }), '12.345');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prazo mínimo (dias)' }), '3');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prazo máximo (dias)' }), '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Frete' }));
    await expect(await canvas.findByText('Informe o valor no formato 1.234,56.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'PAC');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Preço' }), '18');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prazo mínimo (dias)' }), '4');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Prazo máximo (dias)' }), '9');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Frete' }));
    await expect(canvas.getByRole('button', { name: 'Salvar Frete' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const ServerError: Story = {
  args: { validationErrors: { min_days: 'O prazo mínimo não pode ser maior que o prazo máximo.' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('O prazo mínimo não pode ser maior que o prazo máximo.'),
    ).toBeVisible();
  },
};
