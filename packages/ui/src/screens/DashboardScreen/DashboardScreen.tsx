import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type DashboardView,
  DEFAULT_TIME_ZONE,
} from '@pagora/contract';
import { CircleAlert, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { AverageTicket } from './AverageTicket.tsx';
import { CheckoutFunnel } from './CheckoutFunnel.tsx';
import * as styles from './DashboardScreen.css.ts';
import { periodRangeLabel, timeZoneLabel } from './format.ts';
import { type DashboardLiveStatus, LiveIndicator } from './LiveIndicator.tsx';
import { NewStoreHint } from './NewStoreHint.tsx';
import { PaymentConversion } from './PaymentConversion.tsx';
import { ProductsSold } from './ProductsSold.tsx';
import { RevenueChart } from './RevenueChart.tsx';
import { SummaryCards } from './SummaryCards.tsx';

/** What the dashboard has for the chosen period (`GET /api/dashboard?store_id=&period=`). */
export type DashboardState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; view: DashboardView };

export interface DashboardScreenProps {
  /** The active store's name, in the subtitle. */
  storeName?: string;
  /** The chosen period (Hoje, Ontem, Semana, Mês). */
  period: DashboardPeriod;
  /** A period button was pressed (not called for the one already chosen). */
  onPeriodChange: (period: DashboardPeriod) => void;
  /**
   * The figures of `period`. While loading, the figures shown last for the same store stay, greyed,
   * or skeletons show when there are none yet.
   */
  state: DashboardState;
  /** 'Tentar novamente' in the error state. */
  onRetry: () => void;
  /** The live feed: 'Ao vivo', 'Conectando…' or 'Reconectando…'. */
  live: DashboardLiveStatus;
  /** Where a new store finds a product's checkout link. @default { href: '/produtos', label: 'Ir para Produtos' } */
  checkoutLinkHint?: { href: string; label: string };
  /**
   * The store's time zone, named beside the period ('Horário de Brasília' for America/Sao_Paulo,
   * otherwise the zone's id). The figures' own zone (`view.time_zone`) wins once they are loaded.
   * @default 'America/Sao_Paulo'
   */
  timeZone?: string;
}

const periodItems = DASHBOARD_PERIODS.map((id) => ({ id, label: DASHBOARD_PERIOD_LABELS[id] }));

const isPeriod = (key: string): key is DashboardPeriod =>
  (DASHBOARD_PERIODS as readonly string[]).includes(key);

/**
 * /dashboard: the period's sales, revenue, payment conversion, checkout funnel, average ticket and
 * best sellers of the active store, computed by the server from its real orders and checkouts.
 */
export function DashboardScreen({
  storeName,
  period,
  onPeriodChange,
  state,
  onRetry,
  live,
  checkoutLinkHint,
  timeZone,
}: DashboardScreenProps) {
  // The last figures shown, so a period change or a live refresh greys them instead of blanking the page.
  const [kept, setKept] = useState<{ view: DashboardView; storeName?: string } | null>(null);
  if (state.status === 'ready' && (kept?.view !== state.view || kept.storeName !== storeName)) {
    setKept({ view: state.view, storeName });
  }
  const stale = state.status === 'loading' && kept && kept.storeName === storeName ? kept.view : null;
  const view = state.status === 'ready' ? state.view : stale;
  const zone = view?.time_zone ?? timeZone ?? DEFAULT_TIME_ZONE;
  const range = state.status === 'ready' ? periodRangeLabel(state.view.range, zone) : '';

  return (
    <Stack gap="xlarge">
      <PageHeader
        title="Dashboard"
        description={
          storeName
            ? `Vendas, faturamento e conversão da loja ${storeName}.`
            : 'Acompanhe as vendas, o faturamento e a conversão da sua loja.'
        }
        actions={<LiveIndicator status={live} />}
      />
      <div className={styles.toolbar}>
        <SegmentedControl
          label="Período"
          hideLabel
          items={periodItems}
          selectedKey={period}
          onSelectionChange={(key) => {
            if (isPeriod(key)) onPeriodChange(key);
          }}
        />
        <div className={styles.context}>
          {stale && <Spinner size="small" label="Atualizando…" showLabel />}
          {range && (
            <>
              <span>{range}</span>
              <span aria-hidden className={styles.separator}>
                ·
              </span>
            </>
          )}
          <span>{timeZoneLabel(zone)}</span>
        </div>
      </div>
      {state.status === 'error' ? (
        <Card role="alert">
          <EmptyState
            icon={<CircleAlert aria-hidden />}
            title="Não foi possível carregar o dashboard"
            description={state.message}
            action={
              <Button variant="secondary" onPress={onRetry}>
                <RefreshCw size={16} aria-hidden />
                Tentar novamente
              </Button>
            }
          />
        </Card>
      ) : (
        <div
          className={styles.content}
          aria-busy={state.status === 'loading'}
          data-stale={stale ? '' : undefined}
        >
          {view?.store_is_new && <NewStoreHint {...checkoutLinkHint} />}
          <SummaryCards summary={view?.summary ?? null} />
          <RevenueChart series={view?.series ?? null} period={view?.period ?? period} />
          <div className={styles.pair}>
            <CheckoutFunnel funnel={view?.funnel ?? null} />
            <div className={styles.column}>
              <PaymentConversion conversion={view?.payment_conversion ?? null} />
              <AverageTicket averageTicket={view?.average_ticket_cents ?? null} />
            </div>
          </div>
          <ProductsSold productsSold={view?.products_sold ?? null} />
        </div>
      )}
    </Stack>
  );
}
