import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlansPanel } from './PlansPanel.tsx';

const meta = {
  title: 'Screens/Settings/PlansPanel',
  component: PlansPanel,
} satisfies Meta<typeof PlansPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('article', { name }));

export const FreeCurrent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('article').map((plan) => plan.getAttribute('aria-labelledby')),
    ).toHaveLength(4);
    const free = card(canvasElement, 'Grátis Inicial');
    await expect(free.getByText('Atual')).toBeVisible();
    await expect(free.getByText('2% por pedido aprovado')).toBeVisible();
    await expect(free.getByRole('button', { name: 'Plano Atual' })).toBeDisabled();
    const pro = card(canvasElement, 'Profissional');
    await expect(pro.getByText('1,5% + R$ 1,00 por pedido aprovado')).toBeVisible();
    await expect(pro.getByText('Nota fiscal e rastreio')).toBeVisible();
    await expect(pro.getByText('Grátis')).toBeVisible();
    const premium = card(canvasElement, 'Premium');
    await expect(premium.getByText('R$ 119,90/mês')).toBeVisible();
    await expect(premium.getByText('1% + R$ 0,80 por pedido aprovado')).toBeVisible();
    await expect(premium.getByText('Mais popular')).toBeVisible();
    const escala = card(canvasElement, 'Escala');
    await expect(escala.getByText('R$ 249,90/mês')).toBeVisible();
    await expect(escala.getByText('0,75% + R$ 0,65 por pedido aprovado')).toBeVisible();
    await expect(escala.getByText('Vagas limitadas')).toBeVisible();
    // No dead buttons: only the current plan has one (disabled); the others explain.
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getAllByText('A troca de plano estará disponível com o faturamento.')).toHaveLength(
      3,
    );
    await expect(canvas.queryByText('Selecionar')).toBeNull();
  },
};

export const PremiumCurrent: Story = {
  args: { currentPlan: 'premium' },
  play: async ({ canvasElement }) => {
    const premium = card(canvasElement, 'Premium');
    await expect(premium.getByText('Atual')).toBeVisible();
    await expect(premium.getByRole('button', { name: 'Plano Atual' })).toBeDisabled();
    await expect(card(canvasElement, 'Grátis Inicial').queryByText('Atual')).toBeNull();
  },
};
