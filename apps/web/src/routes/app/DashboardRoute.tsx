import { type DashboardPeriod, type DashboardView, DEFAULT_TIME_ZONE } from '@pagora/contract';
import { DashboardScreen } from '@pagora/ui';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { getDashboard } from '../../api/orders.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useLiveChanges } from './useLiveChanges.ts';
import { useProfile, useStoreData } from './useStoreData.ts';

/** /dashboard: the active store's figures for the chosen period, refreshed live as orders arrive. */
export default function DashboardRoute() {
  const [period, setPeriod] = useState<DashboardPeriod>('today');
  const dashboard = useStoreData<DashboardView | null>({
    queryKey: (storeId) => queryKeys.dashboard(storeId, period),
    load: (storeId) => getDashboard(storeId, period),
    empty: null,
    errorTitle: 'Erro ao carregar o dashboard',
    describeError: (error) => errorMessage(error, 'Não foi possível carregar o dashboard.'),
  });
  // New orders and payments invalidate the figures, read again at once.
  const live = useLiveChanges(dashboard.storeId);
  const profile = useProfile().data;
  const storeName = profile?.stores.find((store) => store.id === dashboard.storeId)?.name;

  const state =
    dashboard.error != null
      ? ({ status: 'error', message: dashboard.error } as const)
      : dashboard.data && !dashboard.isLoading
        ? ({ status: 'ready', view: dashboard.data } as const)
        : ({ status: 'loading' } as const);

  return (
    <DashboardScreen
      storeName={storeName}
      period={period}
      onPeriodChange={setPeriod}
      state={state}
      onRetry={dashboard.reload}
      live={live}
      timeZone={dashboard.data?.time_zone ?? DEFAULT_TIME_ZONE}
    />
  );
}
