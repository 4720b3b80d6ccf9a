import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadTexts, withCheckoutTheme } from '../checkout.decorators.tsx';
import { emptyValues, filledValues, settingsWith } from '../checkout.fixtures.ts';
import { PersonalSection } from './PersonalSection.tsx';

const meta = {
  title: 'Checkout/Pieces/PersonalSection',
  component: PersonalSection,
  loaders: [loadTexts],
  decorators: [withCheckoutTheme],
  args: { values: emptyValues, errors: {}, cpf: 'yes' },
} satisfies Meta<typeof PersonalSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Nome completo' });
    await expect(name).toHaveAttribute('name', 'name');
    await expect(name).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('inputmode', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Celular' })).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toHaveAttribute('inputmode', 'numeric');
  },
};

export const Filled: Story = {
  args: { values: filledValues },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25');
  },
};

export const CpfOptional: Story = {
  args: { cpf: 'no' },
  play: async ({ canvasElement }) => {
    const cpf = within(canvasElement).getByRole('textbox', { name: 'CPF (opcional)' });
    await expect(cpf).not.toHaveAttribute('aria-required');
  },
};

export const CpfDisabled: Story = {
  args: { cpf: 'disable' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('textbox', { name: /CPF/ })).toBeNull();
  },
};

export const WithErrors: Story = {
  args: {
    values: { ...filledValues, name: 'Ana', email: 'ana@', phone: '1234' },
    errors: {
      name: 'Informe nome e sobrenome.',
      email: 'Informe um e-mail válido.',
      phone: 'Informe um telefone válido com DDD.',
      cpf: 'Informe seu CPF.',
    },
  },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Informe um e-mail válido.');
  },
};

export const NumberedInOneStep: Story = { args: { number: 1 } };

export const English: Story = {
  parameters: { checkoutSettings: settingsWith({ options: { language: 'en' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Mobile phone' })).toBeVisible();
  },
};
