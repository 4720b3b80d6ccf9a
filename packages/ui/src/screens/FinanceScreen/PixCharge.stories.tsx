import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paidDeposit, pendingDeposit, settlementPix } from './FinanceScreen.fixtures.ts';
import { PixCharge } from './PixCharge.tsx';

const meta = {
  title: 'Screens/Finance/PixCharge',
  component: PixCharge,
  tags: ['screen'],
  args: { deposit: pendingDeposit, onCopy: fn(), onCheck: fn(), onSimulatePayment: fn() },
} satisfies Meta<typeof PixCharge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A deposit waiting for its PIX: amount, bonus, QR Code, copia e cola and the three actions. */
export const PendingDeposit: Story = {
  play: async ({ args, canvasElement }) => {
    const pix = within(canvasElement).getByRole('region', { name: 'Depósito PIX #7' });
    await expect(pix).toHaveTextContent('de bônus quando o pagamento for confirmado');
    await expect(within(pix).getByRole('img', { name: /QR Code PIX/ })).toBeVisible();
    await userEvent.click(within(pix).getByRole('button', { name: 'Copiar código' }));
    await expect(args.onCopy).toHaveBeenCalledWith(pendingDeposit.pix_code);
    await userEvent.click(within(pix).getByRole('button', { name: 'Verificar pagamento' }));
    await expect(args.onCheck).toHaveBeenCalledOnce();
    await userEvent.click(within(pix).getByRole('button', { name: 'Simular pagamento (modo de teste)' }));
    await expect(args.onSimulatePayment).toHaveBeenCalledOnce();
  },
};

/** Outside test mode there is nothing to simulate: only copy and check. */
export const RealProvider: Story = {
  args: { onSimulatePayment: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Simular pagamento/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Verificar pagamento' })).toBeVisible();
  },
};

/** The PIX of Regularização: exactly the pending fees, no bonus. */
export const Settlement: Story = {
  args: { deposit: settlementPix },
  play: async ({ canvasElement }) => {
    const pix = within(canvasElement).getByRole('region', { name: 'PIX da regularização' });
    await expect(pix).not.toHaveTextContent('bônus');
  },
};

export const Paid: Story = {
  args: { deposit: paidDeposit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Depósito confirmado')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copiar código' })).toBeNull();
  },
};

export const Expired: Story = {
  args: { deposit: { ...pendingDeposit, status: 'expired' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este PIX não pode mais ser pago')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copiar código' })).toBeNull();
  },
};
