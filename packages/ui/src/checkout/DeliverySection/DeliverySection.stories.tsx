import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { emptyValues, filledValues, shippingOptions } from '../checkout.fixtures.ts';
import { DeliverySection } from './DeliverySection.tsx';

const meta = {
  title: 'Checkout/Pieces/DeliverySection',
  component: DeliverySection,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  args: { values: emptyValues, errors: {}, shippingOptions },
} satisfies Meta<typeof DeliverySection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'CEP' })).toHaveAttribute('autocomplete', 'postal-code');
    await expect(canvas.getByRole('textbox', { name: 'Endereço' })).toHaveAttribute(
      'autocomplete',
      'address-line1',
    );
    const state = canvas.getByRole('combobox', { name: 'Estado' });
    await expect(state).toHaveValue('');
    await expect(within(state).getAllByRole('option')).toHaveLength(28);
    await expect(canvas.getByRole('radio', { name: /PAC/ })).toHaveAccessibleName(/Grátis/);
    await expect(canvas.getByText('5 a 9 dias úteis')).toBeVisible();
  },
};

export const ShippingChosen: Story = {
  args: { values: { ...filledValues, shipping_option_id: 'pac' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /PAC/ })).toBeChecked();
  },
};

export const NoShippingOptions: Story = {
  args: { shippingOptions: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nenhuma opção de frete disponível no momento.'),
    ).toBeVisible();
  },
};

export const WithErrors: Story = {
  args: {
    values: { ...filledValues, cep: '123', street: '', state: '' },
    errors: {
      cep: 'CEP inválido. Use 8 números.',
      street: 'Informe o endereço.',
      state: 'Selecione o estado.',
      shipping_option_id: 'Escolha uma opção de frete.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveAccessibleDescription(
      'Selecione o estado.',
    );
    await expect(canvas.getByRole('group', { name: 'Frete' })).toHaveAccessibleDescription(
      'Escolha uma opção de frete.',
    );
  },
};

export const SingleDayDelivery: Story = {
  args: {
    shippingOptions: [{ id: 'moto', name: 'Motoboy (capital)', price_cents: 1500, min_days: 1, max_days: 1 }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 dia útil')).toBeVisible();
  },
};
