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

/** Melhor Envio's services beside the store's options: carrier · service, 'até N dias úteis'. */
const quotedOptions = [
  ...shippingOptions,
  { id: 'me:1', name: 'PAC', carrier: 'Correios', price_cents: 2220, min_days: 5, max_days: 8 },
  { id: 'me:3', name: '.Package', carrier: 'Jadlog', price_cents: 2590, min_days: 4, max_days: 6 },
];

/** Tagged 'screen' for its light and mobile baselines too. */
export const QuotesFilled: Story = {
  tags: ['screen'],
  args: {
    values: { ...filledValues, shipping_option_id: 'me:1' },
    shippingOptions: quotedOptions,
    cepStatus: 'found',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Correios · PAC/ })).toBeChecked();
    await expect(canvas.getByText('até 8 dias úteis')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Endereço encontrado. Confira e informe o número.',
    );
    await expect(canvas.getByRole('button', { name: 'Buscar CEP' })).toBeVisible();
  },
};

/** While the address and the quotes load, the fields stay editable. */
export const CepLoading: Story = {
  args: { values: { ...emptyValues, cep: '01310-100' }, cepStatus: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Buscando endereço…');
    await expect(canvas.getByRole('textbox', { name: 'Endereço' })).toBeEnabled();
  },
};

export const CepNotFound: Story = {
  args: { values: { ...emptyValues, cep: '99999-999' }, cepStatus: 'not_found' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'CEP não encontrado. Confira os números ou preencha o endereço.',
    );
  },
};

/** The address service failed or was slow: the buyer types the address; only the store's options show. */
export const CepUnavailable: Story = {
  args: { values: { ...emptyValues, cep: '01310-100' }, cepStatus: 'unavailable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Não foi possível buscar o endereço agora. Preencha os campos abaixo para continuar.',
    );
    await expect(canvas.queryByRole('radio', { name: /Correios/ })).toBeNull();
  },
};
