import { formatCents, REFUND_AMOUNT_POSITIVE_MESSAGE } from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { cardOrder, partiallyRefundedOrder } from './OrdersScreen.fixtures.ts';
import { REFUND_AMOUNT_MISSING } from './orders.ts';
import { RefundDialog } from './RefundDialog.tsx';

const meta = {
  title: 'Screens/Orders/RefundDialog',
  component: RefundDialog,
  args: {
    order: cardOrder,
    isOpen: true,
    onOpenChange: fn(),
    onRefund: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof RefundDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => {});

/** The open dialog, once visible. */
async function openDialog(number = 127) {
  const dialog = await screen.findByRole('dialog', { name: `Reembolsar pedido #${number}` });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** The value of a description-list line, by its label. */
const fact = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByText(label, { selector: 'dt' }).nextElementSibling;

export const Total: Story = {
  tags: ['screen'],
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(fact(dialog, 'Total do pedido')).toHaveTextContent('R$ 149,90');
    await expect(fact(dialog, 'Disponível para reembolso')).toHaveTextContent('R$ 149,90');
    // Nothing refunded yet: no such line.
    await expect(dialog.queryByText('Já reembolsado')).toBeNull();
    await expect(dialog.getByRole('radio', { name: 'Reembolso total' })).toBeChecked();
    await expect(dialog.queryByLabelText(/Valor do reembolso/)).toBeNull();
    await expect(dialog.getByRole('button', { name: `Reembolsar ${formatCents(14990)}` })).toBeVisible();
    await expect(args.onRefund).not.toHaveBeenCalled();
  },
};

export const TotalConfirmed: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: `Reembolsar ${formatCents(14990)}` }));
    // null: everything still refundable, as the server computes it.
    await expect(args.onRefund).toHaveBeenCalledWith(null);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const Partial: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('radio', { name: 'Reembolso parcial' }));
    const amount = dialog.getByRole('textbox', { name: /Valor do reembolso/ });
    await expect(amount).toHaveFocus();
    await userEvent.type(amount, '30,00');
    await userEvent.click(dialog.getByRole('button', { name: `Reembolsar ${formatCents(3000)}` }));
    await expect(args.onRefund).toHaveBeenCalledWith(3000);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const PartialInvalid: Story = {
  tags: ['screen'],
  args: { defaultKind: 'partial' },
  play: async ({ args }) => {
    const dialog = await openDialog();
    const amount = dialog.getByRole('textbox', { name: /Valor do reembolso/ });
    await expect(dialog.getByText('Até R$ 149,90.')).toBeVisible();
    // Nothing typed.
    await userEvent.click(dialog.getByRole('button', { name: 'Reembolsar' }));
    await expect(dialog.getByText(REFUND_AMOUNT_MISSING)).toBeVisible();
    await userEvent.type(amount, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Reembolsar' }));
    await expect(dialog.getByText(REFUND_AMOUNT_POSITIVE_MESSAGE)).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '200,00');
    await userEvent.click(dialog.getByRole('button', { name: 'Reembolsar' }));
    await expect(
      dialog.getByText('O valor do reembolso passa do que ainda pode ser reembolsado (R$ 149,90).'),
    ).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onRefund).not.toHaveBeenCalled();
  },
};

export const AfterAPartialRefund: Story = {
  args: { order: partiallyRefundedOrder },
  play: async () => {
    const dialog = await openDialog();
    await expect(fact(dialog, 'Já reembolsado')).toHaveTextContent('R$ 30,00');
    await expect(fact(dialog, 'Disponível para reembolso')).toHaveTextContent('R$ 119,90');
    await expect(dialog.getByRole('button', { name: `Reembolsar ${formatCents(11990)}` })).toBeVisible();
  },
};

export const OnlyTotal: Story = {
  args: { order: { ...cardOrder, can_refund_partially: false } },
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog.getByText('O gateway deste pedido só faz o reembolso do valor total.')).toBeVisible();
    await expect(dialog.queryByRole('radio', { name: 'Reembolso parcial' })).toBeNull();
    await expect(dialog.getByRole('button', { name: `Reembolsar ${formatCents(14990)}` })).toBeVisible();
  },
};

export const ServerError: Story = {
  args: {
    onRefund: fn(() =>
      Promise.reject(new Error('O gateway recusou a operação: Pagamento não encontrado no gateway.')),
    ),
  },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: `Reembolsar ${formatCents(14990)}` }));
    // The server's text, in the dialog, which stays open for another try.
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'O gateway recusou a operação: Pagamento não encontrado no gateway.',
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog.getByRole('button', { name: `Reembolsar ${formatCents(14990)}` })).toBeEnabled();
  },
};

export const Pending: Story = {
  args: { onRefund: fn(never) },
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: `Reembolsar ${formatCents(14990)}` }));
    await expect(dialog.getByRole('button', { name: `Reembolsar ${formatCents(14990)}` })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Voltar' })).toBeDisabled();
    // Escape does not drop a refund on its way.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Back: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Voltar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onRefund).not.toHaveBeenCalled();
  },
};
