import type { DashboardPeriod } from '@pagora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  emptyView,
  manausView,
  monthView,
  negativeTrendView,
  noBaseView,
  todayView,
  weekView,
  yesterdayView,
} from './DashboardScreen.fixtures.ts';
import { DashboardScreen, type DashboardScreenProps, type DashboardState } from './DashboardScreen.tsx';

const meta = {
  title: 'Screens/DashboardScreen',
  component: DashboardScreen,
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
    storeName: 'Aurora Café',
    period: 'today',
    onPeriodChange: fn(),
    state: { status: 'ready', view: todayView },
    onRetry: fn(),
    live: 'live',
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const PERIOD_LABELS = ['Hoje', 'Ontem', 'Semana', 'Mês'];

/** The period buttons: a radio group where the chosen period is the checked one. */
async function expectPeriod(canvas: Canvas, label: string) {
  const group = canvas.getByRole('radiogroup', { name: 'Período' });
  for (const name of PERIOD_LABELS) {
    const radio = within(group).getByRole('radio', { name });
    if (name === label) await expect(radio).toBeChecked();
    else await expect(radio).not.toBeChecked();
  }
}

/** Presses another period's button: the screen asks for it and leaves the choice to the caller. */
async function pressPeriod(
  canvas: Canvas,
  args: DashboardScreenProps,
  label: string,
  period: DashboardPeriod,
) {
  const button = canvas.getByRole('radio', { name: label });
  await userEvent.click(button);
  await expect(args.onPeriodChange).toHaveBeenCalledOnce();
  await expect(args.onPeriodChange).toHaveBeenCalledWith(period);
  await userEvent.unhover(button);
}

const figure = (canvas: Canvas, label: string) => {
  const card = canvas.getByRole('heading', { level: 3, name: label }).closest('li');
  if (!card) throw new Error(`No card for ${label}`);
  return card;
};

export const FilledToday: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Vendas, faturamento e conversão da loja Aurora Café.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Ao vivo');
    await expectPeriod(canvas, 'Hoje');
    await expect(canvas.getByText('26/11/2026')).toBeVisible();
    await expect(canvas.getByText('Horário de Brasília')).toBeVisible();
    await expect(figure(canvas, 'Vendas realizadas')).toHaveTextContent('61+17,3%vs. período anterior');
    await expect(figure(canvas, 'Faturamento total')).toHaveTextContent('R$ 5.251,80+22,9%');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Faturamento por hora' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Funil do checkout' })).toHaveTextContent('412');
    await expect(canvas.getByRole('region', { name: 'Ticket médio' })).toHaveTextContent('R$ 111,74');
    await expect(canvas.getByRole('grid', { name: 'Produtos mais vendidos' })).toBeVisible();
    // A store with orders does not get the first-steps hint.
    await expect(canvas.queryByText(/Compartilhe o link de checkout/)).not.toBeInTheDocument();
    // The chosen period again asks for nothing; another one asks for that period.
    await userEvent.click(canvas.getByRole('radio', { name: 'Hoje' }));
    await expect(args.onPeriodChange).not.toHaveBeenCalled();
    await pressPeriod(canvas, args, 'Semana', 'week');
  },
};

export const FilledYesterday: Story = {
  args: { period: 'yesterday', state: { status: 'ready', view: yesterdayView } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPeriod(canvas, 'Ontem');
    await expect(canvas.getByText('25/11/2026')).toBeVisible();
    await expect(figure(canvas, 'Vendas aprovadas')).toHaveTextContent('86+8,9%');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Faturamento por hora' })).toBeVisible();
    await pressPeriod(canvas, args, 'Hoje', 'today');
  },
};

export const FilledWeek: Story = {
  args: { period: 'week', state: { status: 'ready', view: weekView } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPeriod(canvas, 'Semana');
    await expect(canvas.getByText('22/11/2026 a 28/11/2026')).toBeVisible();
    await expect(figure(canvas, 'Faturamento total')).toHaveTextContent('R$ 39.619,70+12,8%');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Faturamento por dia' })).toBeVisible();
    await pressPeriod(canvas, args, 'Mês', 'month');
  },
};

export const FilledMonth: Story = {
  args: { period: 'month', state: { status: 'ready', view: monthView } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPeriod(canvas, 'Mês');
    await expect(canvas.getByText('01/11/2026 a 30/11/2026')).toBeVisible();
    await expect(figure(canvas, 'Vendas realizadas')).toHaveTextContent('1.576+5,8%');
    await expect(figure(canvas, 'Faturamento 30 dias')).toHaveTextContent(
      'R$ 139.842,20+8,1%vs. 30 dias anteriores',
    );
    await pressPeriod(canvas, args, 'Ontem', 'yesterday');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' }, live: 'connecting' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectPeriod(canvas, 'Hoje');
    await expect(canvas.getByText('Horário de Brasília')).toBeVisible();
    for (const name of [
      'Carregando vendas realizadas…',
      'Carregando faturamento total…',
      'Carregando faturamento por hora…',
      'Carregando funil do checkout…',
      'Carregando conversão por forma de pagamento…',
      'Carregando ticket médio…',
      'Carregando produtos vendidos…',
    ]) {
      await expect(canvas.getByRole('progressbar', { name })).toBeVisible();
    }
    await expect(canvas.queryByText('R$ 0,00')).not.toBeInTheDocument();
    await expect(canvas.queryByText('vs. período anterior')).not.toBeInTheDocument();
    // The period can change while loading.
    await pressPeriod(canvas, args, 'Mês', 'month');
  },
};

/** What the app does on a period change: it asks for the period and shows loading until it arrives. */
function PeriodChange(args: DashboardScreenProps) {
  const [period, setPeriod] = useState(args.period);
  const [state, setState] = useState<DashboardState>(args.state);
  return (
    <DashboardScreen
      {...args}
      period={period}
      state={state}
      onPeriodChange={(next) => {
        args.onPeriodChange(next);
        setPeriod(next);
        setState({ status: 'loading' });
      }}
    />
  );
}

/** After pressing Semana the day's figures stay, dimmed, until the week's arrive. */
export const LoadingNextPeriod: Story = {
  render: (args) => <PeriodChange {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await pressPeriod(canvas, args, 'Semana', 'week');
    await expectPeriod(canvas, 'Semana');
    await expect(canvas.getByRole('progressbar', { name: 'Atualizando…' })).toBeVisible();
    await expect(figure(canvas, 'Vendas realizadas')).toHaveTextContent('61');
    await expect(figure(canvas, 'Vendas realizadas').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The previous period's days are no longer named as if they were the week's.
    await expect(canvas.queryByText('26/11/2026')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: {
    state: { status: 'error', message: 'Não foi possível conectar ao servidor. Verifique sua conexão.' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar o dashboard');
    await expect(alert).toHaveTextContent('Não foi possível conectar ao servidor. Verifique sua conexão.');
    await expect(canvas.queryByRole('region', { name: 'Resumo do período' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expectPeriod(canvas, 'Hoje');
  },
};

export const AccessDenied: Story = {
  args: { state: { status: 'error', message: 'Você não tem acesso a esta loja.' } },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Você não tem acesso a esta loja.',
    );
  },
};

export const EmptyStore: Story = {
  args: { storeName: 'Loja Nova', state: { status: 'ready', view: emptyView } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hint = canvas.getByRole('region', {
      name: 'Compartilhe o link de checkout de um produto para receber os primeiros pedidos',
    });
    await expect(within(hint).getByRole('link', { name: 'Ir para Produtos' })).toHaveAttribute(
      'href',
      '/produtos',
    );
    // Honest zeros, never sample numbers.
    await expect(figure(canvas, 'Vendas realizadas')).toHaveTextContent('0sem base');
    await expect(figure(canvas, 'Faturamento total')).toHaveTextContent('R$ 0,00sem base');
    await expect(
      canvas.getByRole('img', { name: 'Faturamento por hora: nenhuma venda aprovada no período.' }),
    ).toBeVisible();
    await expect(canvas.getByText('Nenhum checkout visualizado no período.')).toBeVisible();
    await expect(canvas.getByText('Nenhum pedido criado no período.')).toBeVisible();
    await expect(canvas.getByText('Nenhum produto vendido no período.')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const EmptyStoreCustomHint: Story = {
  args: {
    state: { status: 'ready', view: emptyView },
    checkoutLinkHint: { href: '/produtos/novo', label: 'Criar Produto' },
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Criar Produto' })).toHaveAttribute(
      'href',
      '/produtos/novo',
    );
  },
};

export const NegativeTrends: Story = {
  args: { period: 'yesterday', state: { status: 'ready', view: negativeTrendView } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(figure(canvas, 'Vendas realizadas')).toHaveTextContent('35−27,1%');
    await expect(figure(canvas, 'Faturamento total')).toHaveTextContent('R$ 2.555,90−41,9%');
    await expect(canvas.getByRole('region', { name: 'Ticket médio' })).toHaveTextContent('−4,0%');
  },
};

export const NoPreviousBase: Story = {
  args: { period: 'week', state: { status: 'ready', view: noBaseView } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(figure(canvas, 'Vendas realizadas')).toHaveTextContent('16sem base');
    await expect(figure(canvas, 'Faturamento 30 dias')).toHaveTextContent('R$ 1.250,10sem base');
    await expect(canvas.queryByText(/Compartilhe o link de checkout/)).not.toBeInTheDocument();
  },
};

export const Connecting: Story = {
  args: { live: 'connecting' },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Conectando…');
  },
};

export const Reconnecting: Story = {
  args: { live: 'offline' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Reconectando…');
    await expect(status).not.toHaveTextContent('Ao vivo');
  },
};

export const OtherTimeZone: Story = {
  args: { storeName: undefined, state: { status: 'ready', view: manausView } },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Acompanhe as vendas, o faturamento e a conversão da sua loja.'),
    ).toBeVisible();
    await expect(canvas.getByText('America/Manaus')).toBeVisible();
    await expect(canvas.getByText('26/11/2026')).toBeVisible();
    await expect(canvas.queryByText('Horário de Brasília')).not.toBeInTheDocument();
  },
};
