import type { CheckoutRedirects } from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noRedirects, someRedirects } from './RedirectsForm.fixtures.ts';
import { RedirectsForm } from './RedirectsForm.tsx';
import type { RedirectValues } from './redirects.ts';

const meta = {
  title: 'Screens/CheckoutRedirects/RedirectsForm',
  component: RedirectsForm,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    redirects: someRedirects,
    onSubmit: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof RedirectsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const never = () => new Promise<never>(() => {});
const field = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name });
const savedList = (canvas: Canvas) =>
  within(
    canvas.getByRole('heading', { name: 'Redirecionamentos cadastrados' }).closest('section') as HTMLElement,
  );

export const Empty: Story = {
  args: { redirects: noRedirects },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Cartão de crédito', 'PIX', 'Boleto']) {
      await expect(field(canvas, name)).toHaveValue('');
    }
    await expect(savedList(canvas).getAllByText('Sem redirecionamento')).toHaveLength(3);
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The field shows what follows the fixed prefix.
    await expect(field(canvas, 'Cartão de crédito')).toHaveValue('lojadaana.com.br/obrigado');
    await expect(field(canvas, 'PIX')).toHaveValue('lojadaana.com.br/obrigado-pix?origem=checkout');
    await expect(field(canvas, 'Boleto')).toHaveValue('');
    await expect(canvas.getAllByText('https://', { selector: 'span' })).toHaveLength(3);
    const list = savedList(canvas);
    await expect(list.getByText('https://lojadaana.com.br/obrigado')).toBeVisible();
    await expect(list.getByText('https://lojadaana.com.br/obrigado-pix?origem=checkout')).toBeVisible();
    await expect(list.getAllByText('Sem redirecionamento')).toHaveLength(1);
  },
};

export const SubmitsTypedValues: Story = {
  parameters: { visual: { disable: true } },
  args: { redirects: noRedirects },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, 'PIX'), 'minhaloja.com/pix-recebido ');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Redirecionamentos' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      card: '',
      pix: 'minhaloja.com/pix-recebido',
      boleto: '',
    });
  },
};

export const StripsPastedHttps: Story = {
  args: { redirects: noRedirects },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(field(canvas, 'Cartão de crédito'));
    await userEvent.paste('https://minhaloja.com/obrigado');
    await expect(field(canvas, 'Cartão de crédito')).toHaveValue('minhaloja.com/obrigado');
    await userEvent.click(field(canvas, 'Boleto'));
    await userEvent.paste('HTTPS://minhaloja.com/boleto');
    await expect(field(canvas, 'Boleto')).toHaveValue('minhaloja.com/boleto');
    // The list shows the saved redirects, not the draft.
    await expect(savedList(canvas).getAllByText('Sem redirecionamento')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Redirecionamentos' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      card: 'minhaloja.com/obrigado',
      pix: '',
      boleto: 'minhaloja.com/boleto',
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const InvalidUrls: Story = {
  args: { redirects: noRedirects },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, 'Cartão de crédito'), 'http://minhaloja.com');
    await userEvent.type(field(canvas, 'PIX'), 'minhaloja');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Redirecionamentos' }));
    await expect(
      await canvas.findByText('URL de cartão de crédito inválida: use um endereço https://.'),
    ).toBeVisible();
    await expect(field(canvas, 'PIX')).toHaveAccessibleDescription(
      'URL de PIX inválida: use um endereço https://.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ServerError: Story = {
  args: { validationErrors: { pix: 'URL de PIX inválida.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'PIX')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(canvas, 'PIX')).toHaveAccessibleDescription('URL de PIX inválida.');
    await expect(field(canvas, 'Cartão de crédito')).not.toHaveAttribute('aria-invalid');
  },
};

export const Saving: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Redirecionamentos' }));
    await expect(canvas.getByRole('button', { name: 'Salvar Redirecionamentos' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const SaveFails: Story = {
  parameters: { visual: { disable: true } },
  args: { onSubmit: fn(() => Promise.reject(new Error('Erro ao salvar'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, 'Boleto'), 'lojadaana.com.br/boleto');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Redirecionamentos' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Salvar Redirecionamentos' })).not.toHaveAttribute(
        'data-pending',
      ),
    );
    // The draft stays; the list still shows what is saved.
    await expect(field(canvas, 'Boleto')).toHaveValue('lojadaana.com.br/boleto');
    await expect(savedList(canvas).getAllByText('Sem redirecionamento')).toHaveLength(1);
  },
};

/** As the builder uses it: a save hands the stored redirects back, and the list follows. */
function SavingContainer({ onSubmit }: { onSubmit: (values: RedirectValues) => Promise<unknown> }) {
  const [redirects, setRedirects] = useState<CheckoutRedirects>(noRedirects);
  return (
    <RedirectsForm
      redirects={redirects}
      onSubmit={async (values) => {
        await onSubmit(values);
        const url = (value: string) => (value ? new URL(`https://${value}`).toString() : null);
        setRedirects({ card: url(values.card), pix: url(values.pix), boleto: url(values.boleto) });
      }}
    />
  );
}

export const SavedListUpdates: Story = {
  parameters: { visual: { disable: true } },
  render: (args) => <SavingContainer onSubmit={args.onSubmit} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, 'Cartão de crédito'), 'MinhaLoja.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar Redirecionamentos' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await waitFor(() => expect(savedList(canvas).getByText('https://minhaloja.com/')).toBeVisible());
    await expect(savedList(canvas).getAllByText('Sem redirecionamento')).toHaveLength(2);
    // The field now shows the address as stored.
    await expect(field(canvas, 'Cartão de crédito')).toHaveValue('minhaloja.com/');
  },
};
