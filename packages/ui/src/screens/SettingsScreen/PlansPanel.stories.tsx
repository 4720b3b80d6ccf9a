import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PlansPanel } from './PlansPanel.tsx';
import { plansDowngradeScheduled, plansOnGratis, plansSoldOut } from './SettingsScreen.fixtures.ts';

const meta = {
  title: 'Screens/Settings/PlansPanel',
  component: PlansPanel,
  args: {
    state: { status: 'ready', data: plansOnGratis },
    onSelectPlan: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
} satisfies Meta<typeof PlansPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('article', { name }));

export const FreeCurrent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
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
    await expect(escala.getByText('Restam 12 vagas.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Selecionar / })).toHaveLength(3);
  },
};

/** An upgrade: the confirmation states the pro-rata charge the server quoted, then the plan changes. */
export const Upgrade: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(card(canvasElement, 'Premium').getByRole('button', { name: 'Selecionar Premium' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mudar para o plano Premium?' });
    await expect(dialog).toHaveTextContent('Taxa por pedido aprovado: 1% + R$ 0,80.');
    await expect(dialog).toHaveTextContent(
      'O upgrade vale na hora. Cobramos agora R$ 47,97: a mensalidade de R$ 119,90 proporcional aos dias que faltam neste mês',
    );
    await expect(args.onSelectPlan).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar upgrade' }));
    await expect(args.onSelectPlan).toHaveBeenCalledWith('premium');
  },
};

/** A downgrade from a paid plan: scheduled for the end of the paid month. */
export const Downgrade: Story = {
  args: { state: { status: 'ready', data: plansSoldOut } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      card(canvasElement, 'Grátis Inicial').getByRole('button', { name: 'Selecionar Grátis Inicial' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Mudar para o plano Grátis Inicial?' });
    await expect(dialog).toHaveTextContent(
      'A troca vale em 01/12/2026, quando termina o mês já pago. Até lá você continua no plano Premium.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agendar troca' }));
    await expect(args.onSelectPlan).toHaveBeenCalledWith('gratis');
  },
};

export const DowngradeScheduled: Story = {
  args: { state: { status: 'ready', data: plansDowngradeScheduled } },
  play: async ({ args, canvasElement }) => {
    const pro = card(canvasElement, 'Profissional');
    await expect(pro.getByText('Agendado')).toBeVisible();
    await expect(pro.getByText('Passa a valer em 01/12/2026.')).toBeVisible();
    await expect(pro.getByRole('button', { name: 'Troca agendada' })).toBeDisabled();
    const premium = card(canvasElement, 'Premium');
    await expect(premium.getByText('Atual')).toBeVisible();
    await userEvent.click(premium.getByRole('button', { name: 'Cancelar troca agendada' }));
    await expect(args.onSelectPlan).toHaveBeenCalledWith('premium');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SpotsTaken: Story = {
  args: { state: { status: 'ready', data: plansSoldOut } },
  play: async ({ canvasElement }) => {
    const escala = card(canvasElement, 'Escala');
    await expect(escala.getByRole('button', { name: 'Vagas esgotadas' })).toBeDisabled();
    await expect(escala.queryByRole('button', { name: /Selecionar/ })).toBeNull();
    await expect(card(canvasElement, 'Premium').getByRole('button', { name: 'Plano Atual' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Carregando planos…' }),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Não foi possível carregar os planos.' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Erro ao buscar planos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
