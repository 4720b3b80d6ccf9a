import { CORREIOS_CODE_INVALID_MESSAGE, type OrderTracking } from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TrackingForm, WhatsAppLink } from './TrackingForm.tsx';

const saved: OrderTracking = {
  carrier: 'correios',
  carrier_label: 'Correios',
  code: 'AA123456789BR',
  url: 'https://rastreamento.correios.com.br/app/index.php?objetos=AA123456789BR',
  updated_at: '2026-03-10T15:00:00.000Z',
};

const meta = {
  title: 'Screens/Orders/TrackingForm',
  component: TrackingForm,
  args: { tracking: null, onSave: fn(() => Promise.resolve()) },
} satisfies Meta<typeof TrackingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

export const Empty: Story = {
  tags: ['screen'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Código de rastreio/ })).toHaveValue('');
    await expect(canvas.getByText('Formato dos Correios: AA123456789BR.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Código de rastreio/ }), 'aa123456789br');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar código' }));
    await expect(args.onSave).toHaveBeenCalledWith('correios', 'aa123456789br');
  },
};

export const Filled: Story = {
  tags: ['screen'],
  args: { tracking: saved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('AA123456789BR')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Rastrear/ })).toHaveAttribute('href', saved.url);
    await expect(canvas.getByRole('button', { name: 'Atualizar código' })).toBeVisible();
  },
};

export const InvalidCode: Story = {
  tags: ['screen'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Código de rastreio/ }), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar código' }));
    await expect(await canvas.findByText(CORREIOS_CODE_INVALID_MESSAGE)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  parameters: { visual: { disable: true } },
  args: { onSave: fn(() => Promise.reject(new Error('Só pedidos pagos podem receber código de rastreio.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Código de rastreio/ }), 'AA123456789BR');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar código' }));
    await expect(await canvas.findByText('Só pedidos pagos podem receber código de rastreio.')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { onSave: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Código de rastreio/ }), 'AA123456789BR');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar código' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Salvar código/ })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

export const WhatsApp: StoryObj<typeof WhatsAppLink> = {
  tags: ['screen'],
  render: () => <WhatsAppLink href="https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Maria!" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Chamar no WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Maria!',
    );
  },
};

export const WhatsAppWithoutPhone: StoryObj<typeof WhatsAppLink> = {
  parameters: { visual: { disable: true } },
  render: () => (
    <div data-testid="slot">
      <WhatsAppLink href={null} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('slot')).toBeEmptyDOMElement();
  },
};
