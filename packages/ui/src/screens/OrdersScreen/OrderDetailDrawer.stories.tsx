import { formatCents } from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OrderDetailDrawer } from './OrderDetailDrawer.tsx';
import {
  cardOrder,
  partiallyRefundedOrder,
  pendingPixOrder,
  refundedOrder,
  timeZone,
  unknownStatusOrder,
  upsellOrder,
} from './OrdersScreen.fixtures.ts';

const meta = {
  title: 'Screens/Orders/OrderDetailDrawer',
  component: OrderDetailDrawer,
  args: {
    detail: { status: 'ready', order: cardOrder },
    timeZone,
    onClose: fn(),
    onOpenOrder: fn(),
    onMarkPaid: fn(() => Promise.resolve()),
    onRefund: fn(() => Promise.resolve()),
    onCancel: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof OrderDetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

/** The open drawer, once it has slid in (it is fully visible). */
async function openDrawer(name: string) {
  const drawer = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(drawer).toBeVisible());
  return drawer;
}

/** The value of a description-list line, by its label. */
const fact = (within_: ReturnType<typeof within>, label: string) => {
  const term = within_.getByText(label, { selector: 'dt' });
  return term.nextElementSibling;
};

export const CardOrder: Story = {
  // The drawer is full screen on phones: also in the light theme and at mobile size.
  tags: ['screen'],
  play: async () => {
    const drawer = within(await openDrawer('Pedido #127'));
    await expect(drawer.getByRole('heading', { level: 2, name: 'Pedido #127' })).toBeVisible();
    // Approved: in the header and at the end of the timeline.
    await expect(drawer.getAllByText('Aprovado')).toHaveLength(2);
    await expect(drawer.getByText('Criado em 22/11/2026 14:03')).toBeVisible();

    // Items, the bump tagged; totals with the coupon and the shipping.
    await expect(drawer.getByText('Camiseta Básica Algodão Orgânico')).toBeVisible();
    await expect(drawer.getByText('Meia Cano Alto (par)')).toBeVisible();
    await expect(drawer.getByText('Order bump', { selector: 'span' })).toBeVisible();
    await expect(fact(drawer, 'Subtotal')).toHaveTextContent('R$ 129,90');
    await expect(fact(drawer, 'Desconto (cupom BEMVINDA10)')).toHaveTextContent('− R$ 15,49');
    await expect(fact(drawer, 'Frete (PAC, 3 a 5 dias úteis)')).toHaveTextContent('R$ 10,49');
    await expect(fact(drawer, 'Total')).toHaveTextContent('R$ 149,90');

    // Payment: card, installments, the test gateway and its reference.
    await expect(fact(drawer, 'Forma de pagamento')).toHaveTextContent('Cartão');
    await expect(fact(drawer, 'Cartão')).toHaveTextContent('Visa •••• 4242 · 3x');
    await expect(fact(drawer, 'Gateway')).toHaveTextContent('Modo de teste');
    await expect(fact(drawer, 'Referência')).toHaveTextContent('test_ch_9f2c4e71a0');

    // Buyer: e-mail link, phone and CPF formatted; address; UTM.
    await expect(drawer.getByRole('link', { name: 'mariana.costa@gmail.com' })).toHaveAttribute(
      'href',
      'mailto:mariana.costa@gmail.com',
    );
    await expect(fact(drawer, 'Telefone')).toHaveTextContent('(11) 98765-4321');
    await expect(fact(drawer, 'CPF')).toHaveTextContent('390.533.447-05');
    await expect(drawer.getByText(/Avenida Paulista, 1578/)).toBeVisible();
    await expect(drawer.getByText(/CEP 01310-100/)).toBeVisible();
    await expect(fact(drawer, 'Origem (source)')).toHaveTextContent('instagram');
    await expect(fact(drawer, 'Mídia (medium)')).toHaveTextContent('stories');
    await expect(fact(drawer, 'Campanha (campaign)')).toHaveTextContent('black-friday');

    // The timeline, oldest first.
    const events = within(drawer.getByRole('region', { name: 'Histórico' })).getAllByRole('listitem');
    await expect(events).toHaveLength(2);
    await expect(events[0]).toHaveTextContent('22/11/2026 14:03PendentePedido criado');
    await expect(events[1]).toHaveTextContent(
      '22/11/2026 14:03AprovadoPagamento aprovado (cartão Visa final 4242, 3x)',
    );

    // Approved already: nothing to mark nor cancel, it may be refunded; the buyer's page opens in a new tab.
    await expect(drawer.queryByRole('button', { name: 'Marcar como pago' })).toBeNull();
    await expect(drawer.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    await expect(drawer.getByRole('button', { name: 'Reembolsar' })).toBeVisible();
    await expect(drawer.queryByText('Reembolsado', { selector: 'dt' })).toBeNull();
    const page = drawer.getByRole('link', { name: 'Ver página do pedido' });
    await expect(page).toHaveAttribute('href', cardOrder.order_url);
    await expect(page).toHaveAttribute('target', '_blank');
  },
};

export const RelatedOrder: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const drawer = within(await openDrawer('Pedido #127'));
    await expect(drawer.getByText('Upsell comprado após este pedido:')).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Pedido #128' }));
    await expect(args.onOpenOrder).toHaveBeenCalledWith(1028, 128);
  },
};

export const UpsellOrder: Story = {
  args: { detail: { status: 'ready', order: upsellOrder } },
  play: async ({ args }) => {
    const drawer = within(await openDrawer('Pedido #128'));
    await expect(drawer.getAllByText('Upsell').length).toBeGreaterThanOrEqual(2);
    await expect(drawer.getByText('Upsell do pedido principal:')).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Pedido #127' }));
    await expect(args.onOpenOrder).toHaveBeenCalledWith(1027, 127);
  },
};

export const PendingTestPix: Story = {
  args: { detail: { status: 'ready', order: pendingPixOrder } },
  play: async () => {
    const drawer = within(await openDrawer('Pedido #126'));
    // Pending in the header and in the timeline.
    await expect(drawer.getAllByText('Pendente')).toHaveLength(2);
    await expect(fact(drawer, 'Forma de pagamento')).toHaveTextContent('PIX');
    await expect(fact(drawer, 'Telefone')).toHaveTextContent('(21) 3456-7890');
    await expect(fact(drawer, 'CPF')).toHaveTextContent('529.982.247-25');
    await expect(drawer.queryByText('Endereço de entrega')).toBeNull();
    await expect(drawer.getByText(/Sem parâmetros UTM/)).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Marcar como pago' })).toBeVisible();
    // Not paid: it may be cancelled, not refunded.
    await expect(drawer.getByRole('button', { name: 'Cancelar pedido' })).toBeVisible();
    await expect(drawer.queryByRole('button', { name: 'Reembolsar' })).toBeNull();
  },
};

export const MarkPaidConfirm: Story = {
  args: { detail: { status: 'ready', order: pendingPixOrder }, onMarkPaid: fn(never) },
  play: async ({ args }) => {
    const drawer = within(await openDrawer('Pedido #126'));
    await userEvent.click(drawer.getByRole('button', { name: 'Marcar como pago' }));
    // Asked first: nothing happens before the confirmation.
    const dialog = await screen.findByRole('alertdialog', { name: 'Marcar como pago' });
    await expect(dialog).toHaveTextContent(
      'Marcar o pedido #126 como pago? Isso só é possível no modo de teste.',
    );
    await expect(args.onMarkPaid).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como pago' }));
    await expect(args.onMarkPaid).toHaveBeenCalledWith(pendingPixOrder);
    // Pending until the server answers.
    await expect(within(dialog).getByRole('button', { name: 'Marcar como pago' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

export const MarkPaidDone: Story = {
  args: { detail: { status: 'ready', order: pendingPixOrder } },
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const drawer = within(await openDrawer('Pedido #126'));
    await userEvent.click(drawer.getByRole('button', { name: 'Marcar como pago' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Marcar como pago' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como pago' }));
    await expect(args.onMarkPaid).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The drawer stays, for the reloaded order.
    await expect(screen.getByRole('dialog', { name: 'Pedido #126' })).toBeVisible();
  },
};

export const MarkPaidCancelled: Story = {
  args: { detail: { status: 'ready', order: pendingPixOrder } },
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const drawer = within(await openDrawer('Pedido #126'));
    await userEvent.click(drawer.getByRole('button', { name: 'Marcar como pago' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Marcar como pago' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onMarkPaid).not.toHaveBeenCalled();
  },
};

export const PartiallyRefunded: Story = {
  tags: ['screen'],
  args: { detail: { status: 'ready', order: partiallyRefundedOrder } },
  play: async () => {
    const drawer = within(await openDrawer('Pedido #127'));
    await expect(drawer.getAllByText('Reembolsado parcialmente')).toHaveLength(2);
    await expect(fact(drawer, 'Reembolsado')).toHaveTextContent('R$ 30,00');
    const events = within(drawer.getByRole('region', { name: 'Histórico' })).getAllByRole('listitem');
    await expect(events.at(-1)).toHaveTextContent(
      '23/11/2026 10:15Reembolsado parcialmenteReembolso de R$ 30,00',
    );
    // The rest may still be refunded.
    await expect(drawer.getByRole('button', { name: 'Reembolsar' })).toBeVisible();
  },
};

export const Refunded: Story = {
  args: { detail: { status: 'ready', order: refundedOrder } },
  play: async () => {
    const drawer = within(await openDrawer('Pedido #127'));
    await expect(fact(drawer, 'Reembolsado')).toHaveTextContent('R$ 149,90');
    await expect(drawer.getByText('Reembolso total de R$ 149,90')).toBeVisible();
    await expect(drawer.queryByRole('button', { name: 'Reembolsar' })).toBeNull();
  },
};

export const RefundFromDetail: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const drawer = within(await openDrawer('Pedido #127'));
    await userEvent.click(drawer.getByRole('button', { name: 'Reembolsar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reembolsar pedido #127' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Reembolso parcial' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Valor do reembolso/ }), '30');
    await userEvent.click(dialog.getByRole('button', { name: `Reembolsar ${formatCents(3000)}` }));
    await expect(args.onRefund).toHaveBeenCalledWith(cardOrder, 3000);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reembolsar pedido #127' })).toBeNull());
    // The order still offers a refund: focus is back on its button, inside the panel.
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Reembolsar' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const CancelConfirm: Story = {
  tags: ['screen'],
  args: { detail: { status: 'ready', order: pendingPixOrder }, onCancel: fn(never) },
  play: async ({ args }) => {
    const drawer = within(await openDrawer('Pedido #126'));
    await userEvent.click(drawer.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar pedido' });
    await expect(dialog).toHaveTextContent(
      'Cancelar o pedido #126? O PIX deixa de poder ser pago e o pedido não pode ser reaberto.',
    );
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    await expect(args.onCancel).toHaveBeenCalledWith(pendingPixOrder);
    await expect(within(dialog).getByRole('button', { name: 'Cancelar pedido' })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeDisabled();
  },
};

export const CancelBack: Story = {
  args: { detail: { status: 'ready', order: pendingPixOrder } },
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const drawer = within(await openDrawer('Pedido #126'));
    await userEvent.click(drawer.getByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancelar pedido' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(drawer.getByRole('button', { name: 'Cancelar pedido' })).toHaveFocus();
  },
};

export const UnknownStatus: Story = {
  args: { detail: { status: 'ready', order: unknownStatusOrder } },
  play: async () => {
    const drawer = within(await openDrawer('Pedido #121'));
    // Shown as it is, in the header and in the timeline.
    await expect(drawer.getAllByText('in_analysis')).toHaveLength(2);
    await expect(fact(drawer, 'Gateway')).toHaveTextContent('pagarme');
    await expect(fact(drawer, 'Cartão')).toHaveTextContent('Visa •••• 1881 · 10x');
    await expect(fact(drawer, 'Frete (Frete grátis, 5 a 10 dias úteis)')).toHaveTextContent('Grátis');
    await expect(drawer.getByText('Contestação aberta pelo portador do cartão')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { detail: { status: 'loading', id: 1026, number: 126 } },
  play: async () => {
    const drawer = within(await openDrawer('Pedido #126'));
    await expect(drawer.getByRole('progressbar', { name: 'Carregando pedido…' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { detail: { status: 'error', id: 1026, number: 126, message: 'Pedido não encontrado.' } },
  play: async ({ args }) => {
    const drawer = within(await openDrawer('Pedido #126'));
    await expect(drawer.getByText('Não foi possível carregar o pedido.')).toBeVisible();
    await expect(drawer.getByText('Pedido não encontrado.')).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onOpenOrder).toHaveBeenCalledWith(1026, 126);
  },
};

export const Close: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const drawer = within(await openDrawer('Pedido #127'));
    await userEvent.click(drawer.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Closed: Story = {
  args: { detail: null },
  parameters: { visual: { disable: true } },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
