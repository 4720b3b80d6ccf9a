import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyView, negativeTrendView, todayView } from './DashboardScreen.fixtures.ts';
import { PaymentConversion } from './PaymentConversion.tsx';

const meta = {
  title: 'Screens/Dashboard/PaymentConversion',
  component: PaymentConversion,
  args: { conversion: todayView.payment_conversion },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentConversion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rows of the list, in order: PIX, Cartão, Boleto. */
const methodRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Formas de pagamento' })).getAllByRole('listitem');

export const Loading: Story = {
  args: { conversion: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Conversão por forma de pagamento' })).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: 'Carregando conversão por forma de pagamento…' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { conversion: emptyView.payment_conversion },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum pedido criado no período.')).toBeVisible();
    const rows = methodRows(canvasElement);
    await expect(rows).toHaveLength(3);
    for (const [index, label] of ['PIX', 'Cartão', 'Boleto'].entries()) {
      await expect(rows[index]).toHaveTextContent(label);
      await expect(rows[index]).toHaveTextContent('Nenhum pedido');
      // No orders is not 0% conversion: there is nothing to divide.
      await expect(rows[index]).not.toHaveTextContent('0%');
    }
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('47 aprovados de 61 no período (77%).')).toBeVisible();
    const [pix, card, boleto] = methodRows(canvasElement);
    await expect(pix).toHaveTextContent('PIX85,3%29 aprovados de 34');
    await expect(card).toHaveTextContent('Cartão76,2%16 aprovados de 21');
    await expect(boleto).toHaveTextContent('Boleto33,3%2 aprovados de 6');
  },
};

export const LowConversion: Story = {
  args: { conversion: negativeTrendView.payment_conversion },
  play: async ({ canvasElement }) => {
    const [, , boleto] = methodRows(canvasElement);
    await expect(boleto).toHaveTextContent('Boleto25%1 aprovado de 4');
  },
};

/** Only PIX was used: the other methods still show, with zeros. */
export const OneMethod: Story = {
  args: { conversion: [{ method: 'pix', created: 3, approved: 3 }] },
  play: async ({ canvasElement }) => {
    const [pix, card, boleto] = methodRows(canvasElement);
    await expect(pix).toHaveTextContent('PIX100%3 aprovados de 3');
    await expect(card).toHaveTextContent('Nenhum pedido');
    await expect(boleto).toHaveTextContent('Nenhum pedido');
  },
};
