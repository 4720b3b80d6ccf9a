import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DepositCard } from './DepositCard.tsx';
import { paidDeposit, pendingDeposit } from './FinanceScreen.fixtures.ts';

const meta = {
  title: 'Screens/Finance/DepositCard',
  component: DepositCard,
  args: {
    deposit: null,
    onCreateDeposit: fn(() => Promise.resolve()),
    onCopy: fn(),
    onCheckDeposit: fn(),
    onSimulatePayment: fn(),
  },
} satisfies Meta<typeof DepositCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/** An amount in reais becomes cents; the description shows the 10 % bonus it earns. */
export const Generate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10% de bônus em todo depósito')).toBeVisible();
    const amount = canvas.getByRole('textbox', { name: 'Valor do depósito' });
    await userEvent.type(amount, '150,00');
    await expect(canvas.getByText('Você recebe R$ 15,00 de bônus: R$ 165,00 no saldo.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar Depósito' }));
    await expect(args.onCreateDeposit).toHaveBeenCalledWith(15000);
    await expect(amount).toHaveValue('');
    blur();
  },
};

export const AmountErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('textbox', { name: 'Valor do depósito' });
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar Depósito' }));
    await expect(canvas.getByText('Informe o valor do depósito.')).toBeVisible();
    await userEvent.type(amount, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Gerar Depósito' }));
    await expect(canvas.getByText('O depósito mínimo é de R$ 10,00.')).toBeVisible();
    await expect(args.onCreateDeposit).not.toHaveBeenCalled();
    blur();
  },
};

/** The PIX charge generated: QR Code, copia e cola with 'Copiar código', expiry and the test-mode confirmation. */
export const WithQrCode: Story = {
  args: { deposit: pendingDeposit },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pix = within(canvas.getByRole('region', { name: 'Depósito PIX #7' }));
    await expect(pix.getByText('R$ 150,00')).toBeVisible();
    await expect(pix.getByText('+ R$ 15,00 de bônus quando o pagamento for confirmado')).toBeVisible();
    await expect(pix.getByText('Aguardando pagamento')).toBeVisible();
    await expect(pix.getByRole('img', { name: /QR Code PIX/ })).toBeVisible();
    await expect(pix.getByRole('textbox', { name: 'PIX copia e cola' })).toHaveValue(pendingDeposit.pix_code);
    await expect(pix.getByText('Válido até 20/11/2026 12:00')).toBeVisible();
    await userEvent.click(pix.getByRole('button', { name: 'Copiar código' }));
    await expect(args.onCopy).toHaveBeenCalledWith(pendingDeposit.pix_code);
    await userEvent.click(pix.getByRole('button', { name: 'Verificar pagamento' }));
    await expect(args.onCheckDeposit).toHaveBeenCalledWith(7);
    await userEvent.click(pix.getByRole('button', { name: 'Simular pagamento (modo de teste)' }));
    await expect(args.onSimulatePayment).toHaveBeenCalledWith(7);
    blur();
  },
};

export const Paid: Story = {
  args: { deposit: paidDeposit },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Depósito confirmado')).toBeVisible();
    await expect(canvas.getByText('R$ 165,00 entraram no seu saldo, com o bônus.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const ProviderError: Story = {
  args: { error: 'O provedor de pagamentos não respondeu. Tente novamente.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível gerar o depósito');
    await expect(alert).toHaveTextContent('O provedor de pagamentos não respondeu. Tente novamente.');
  },
};
