import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { allInactive, oneActive, withContingency } from './GatewaysScreen.fixtures.ts';
import { RoutingPanel } from './RoutingPanel.tsx';

const meta = {
  title: 'Screens/GatewaysScreen/RoutingPanel',
  component: RoutingPanel,
  args: { gateways: oneActive.gateways, routing: oneActive.routing, onSave: fn() },
} satisfies Meta<typeof RoutingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing connected: every method can only be Modo de teste; no contingency. */
export const TestModeOnly: Story = {
  args: { gateways: allInactive.gateways, routing: allInactive.routing },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Cartão de crédito/ }));
    const options = within(await screen.findByRole('listbox'));
    await expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Modo de teste',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('button', { name: /Contingência do cartão/ })).toBeDisabled();
    await expect(
      canvas.getByText('Escolha um gateway principal para cartão de crédito para usar a contingência.'),
    ).toBeVisible();
  },
};

/** Boleto moves from Modo de teste to Mercado Pago once it offers it. */
export const ChoosePrimary: Story = {
  args: {
    gateways: oneActive.gateways.map((gateway) =>
      gateway.id === 'mercadopago'
        ? { ...gateway, methods: { card: true, pix: true, boleto: true } }
        : gateway,
    ),
  },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Salvar roteamento' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Boleto/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Mercado Pago' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar roteamento' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      pix: 'mercadopago',
      card: 'mercadopago',
      boleto: 'mercadopago',
      card_contingency: null,
    });
  },
};

/** Card back to Modo de teste drops the contingency (it needs a real primary). */
export const CardBackToTest: Story = {
  args: { gateways: withContingency.gateways, routing: withContingency.routing },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Contingência do cartão/ })).toHaveTextContent(
      'Pagar.me',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Cartão de crédito/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Modo de teste' }));
    await expect(canvas.getByRole('button', { name: /Contingência do cartão/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar roteamento' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      pix: 'mercadopago',
      card: 'test',
      boleto: 'mercadopago',
      card_contingency: null,
    });
  },
};

export const Saving: Story = {
  args: { gateways: withContingency.gateways, routing: withContingency.routing, isSaving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Contingência do cartão/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nenhuma' }));
    await expect(canvas.getByRole('button', { name: 'Salvar roteamento' })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};
