import type { OrderFollowUp } from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AbandonedCartsTable } from './AbandonedCartsTable.tsx';
import { OrderDetailDrawer } from './OrderDetailDrawer.tsx';
import { cardOrder, cartsPage, ordersPage, pendingPixOrder, timeZone } from './OrdersScreen.fixtures.ts';
import { OrdersTable } from './OrdersTable.tsx';

/*
 * Following an order up after the sale: the tracking form and 'Chamar no WhatsApp' in the order's
 * drawer, and the WhatsApp links of the rows of Vendas and Carrinhos Abandonados.
 */

const PIX_LINK =
  'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Jo%C3%A3o!%20Aqui%20%C3%A9%20da%20Loja%20da%20Mariana.';
const BOLETO_LINK = 'https://wa.me/5521998765432?text=Ol%C3%A1%2C%20Carlos!';
const CART_LINK = 'https://wa.me/5531991234567?text=Ol%C3%A1%2C%20Patr%C3%ADcia!';

const shipped: OrderFollowUp = {
  tracking: {
    carrier: 'correios',
    carrier_label: 'Correios',
    code: 'QB123456789BR',
    url: 'https://rastreamento.correios.com.br/app/index.php?objetos=QB123456789BR',
    updated_at: '2026-11-23T12:00:00.000Z',
  },
  whatsapp_url: 'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Mariana!',
};

const meta = {
  title: 'Screens/Orders/OrderFollowUp',
  component: OrderDetailDrawer,
  args: {
    detail: { status: 'ready', order: cardOrder },
    timeZone,
    onClose: fn(),
    onOpenOrder: fn(),
    onMarkPaid: fn(() => Promise.resolve()),
    onRefund: fn(() => Promise.resolve()),
    onCancel: fn(() => Promise.resolve()),
    followUp: { status: 'ready', data: { tracking: null, whatsapp_url: null } },
    onSaveTracking: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof OrderDetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

async function openDrawer(name: string) {
  const drawer = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(drawer).toBeVisible());
  return within(drawer);
}

export const TrackingToAdd: Story = {
  tags: ['screen'],
  play: async ({ args }) => {
    const drawer = await openDrawer('Pedido #127');
    const section = within(drawer.getByRole('region', { name: 'Rastreio' }));
    // No phone link without one from the server.
    await expect(drawer.queryByRole('link', { name: 'Chamar no WhatsApp' })).toBeNull();
    await userEvent.type(section.getByRole('textbox', { name: /Código de rastreio/ }), 'QB123456789BR');
    await userEvent.click(section.getByRole('button', { name: 'Salvar código' }));
    await expect(args.onSaveTracking).toHaveBeenCalledWith(cardOrder, 'correios', 'QB123456789BR');
  },
};

export const TrackingSaved: Story = {
  tags: ['screen'],
  args: { followUp: { status: 'ready', data: shipped } },
  play: async () => {
    const drawer = await openDrawer('Pedido #127');
    const section = within(drawer.getByRole('region', { name: 'Rastreio' }));
    await expect(section.getByText('QB123456789BR')).toBeVisible();
    await expect(section.getByRole('link', { name: /Rastrear/ })).toHaveAttribute(
      'href',
      shipped.tracking?.url,
    );
    await expect(section.getByRole('button', { name: 'Atualizar código' })).toBeVisible();
    const whatsapp = drawer.getByRole('link', { name: 'Chamar no WhatsApp' });
    await expect(whatsapp).toHaveAttribute('href', shipped.whatsapp_url);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const TrackingRefused: Story = {
  parameters: { visual: { disable: true } },
  args: {
    onSaveTracking: fn(() => Promise.reject(new Error('Só pedidos pagos podem receber código de rastreio.'))),
  },
  play: async () => {
    const drawer = await openDrawer('Pedido #127');
    const section = within(drawer.getByRole('region', { name: 'Rastreio' }));
    await userEvent.type(section.getByRole('textbox', { name: /Código de rastreio/ }), 'QB123456789BR');
    await userEvent.click(section.getByRole('button', { name: 'Salvar código' }));
    await expect(
      await section.findByText('Só pedidos pagos podem receber código de rastreio.'),
    ).toBeVisible();
  },
};

export const TrackingSaving: Story = {
  args: { onSaveTracking: fn(never) },
  play: async () => {
    const drawer = await openDrawer('Pedido #127');
    const section = within(drawer.getByRole('region', { name: 'Rastreio' }));
    await userEvent.type(section.getByRole('textbox', { name: /Código de rastreio/ }), 'QB123456789BR');
    await userEvent.click(section.getByRole('button', { name: 'Salvar código' }));
    await waitFor(() =>
      expect(section.getByRole('button', { name: /Salvar código/ })).toHaveAttribute('data-pending', 'true'),
    );
  },
};

export const FollowUpLoading: Story = {
  args: { followUp: { status: 'loading' } },
  play: async () => {
    const drawer = await openDrawer('Pedido #127');
    await expect(drawer.getByText('Carregando rastreio…')).toBeVisible();
  },
};

export const FollowUpError: Story = {
  args: { followUp: { status: 'error', message: 'Não foi possível conectar ao servidor.' } },
  play: async () => {
    const drawer = await openDrawer('Pedido #127');
    const section = within(drawer.getByRole('region', { name: 'Rastreio' }));
    await expect(section.getByText('Não foi possível conectar ao servidor.')).toBeVisible();
    await expect(section.queryByRole('textbox')).toBeNull();
  },
};

export const PendingPixWithWhatsApp: Story = {
  args: {
    detail: { status: 'ready', order: pendingPixOrder },
    followUp: { status: 'ready', data: { tracking: null, whatsapp_url: PIX_LINK } },
  },
  play: async () => {
    const drawer = await openDrawer('Pedido #126');
    // Not paid: nothing to ship yet, but the buyer can be called about the PIX.
    await expect(drawer.queryByRole('region', { name: 'Rastreio' })).toBeNull();
    await expect(drawer.getByRole('link', { name: 'Chamar no WhatsApp' })).toHaveAttribute('href', PIX_LINK);
  },
};

export const OrderRowsWithWhatsApp: StoryObj<typeof OrdersTable> = {
  tags: ['screen'],
  render: () => (
    <OrdersTable
      state={{ status: 'ready', data: ordersPage }}
      timeZone={timeZone}
      onClearFilters={fn()}
      onPageChange={fn()}
      onOpenOrder={fn()}
      whatsappLinks={{ 1026: PIX_LINK, 1024: BOLETO_LINK }}
    />
  ),
  play: async ({ canvas }) => {
    const pix = canvas.getByRole('link', { name: 'Chamar no WhatsApp: pedido #126' });
    await expect(pix).toHaveAttribute('href', PIX_LINK);
    await expect(pix).toHaveAttribute('target', '_blank');
    await expect(pix).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Chamar no WhatsApp: pedido #124' })).toHaveAttribute(
      'href',
      BOLETO_LINK,
    );
    // Only the rows with a link show one.
    await expect(canvas.getAllByRole('link', { name: /Chamar no WhatsApp/ })).toHaveLength(2);
  },
};

export const CartRowsWithWhatsApp: StoryObj<typeof AbandonedCartsTable> = {
  tags: ['screen'],
  render: () => (
    <AbandonedCartsTable
      state={{ status: 'ready', data: cartsPage }}
      timeZone={timeZone}
      onClearFilters={fn()}
      onPageChange={fn()}
      onRecover={fn(() => Promise.resolve())}
      whatsappLinks={{ 5412: CART_LINK }}
    />
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Chamar no WhatsApp: carrinho #5412' });
    await expect(link).toHaveAttribute('href', CART_LINK);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getAllByRole('link', { name: /Chamar no WhatsApp/ })).toHaveLength(1);
  },
};
