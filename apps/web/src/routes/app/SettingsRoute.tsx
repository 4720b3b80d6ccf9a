import type { ChecklistResponse, OrderSettings, PlanId, PlansResponse } from '@pagora/contract';
import { DEFAULT_TIME_ZONE, formatCents } from '@pagora/contract';
import { type ListState, SettingsScreen, type SettingsTab, toast } from '@pagora/ui';
import { useState } from 'react';
import { changePlan, getPlans } from '../../api/billing.ts';
import { errorMessage } from '../../api/client.ts';
import { getOrderSettings } from '../../api/orders.ts';
import { invalidate, queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { getChecklist } from '../../api/settings.ts';
import { useAction } from '../../api/useAction.ts';
import { useDomains } from './settings/useDomains.ts';
import { useWebhooks } from './settings/useWebhooks.ts';
import { useAccountData, useStoreData } from './useStoreData.ts';

/**
 * /configuracoes (Configurações Gerais): custom domains with real DNS verification, plans, webhooks
 * with their delivery log, and the checklist computed from the store's state. Each tab reads its
 * data when first opened; the checklist again every time it is opened.
 */
export default function SettingsRoute() {
  const [tab, setTab] = useState<SettingsTab>('dominios');
  const [opened, setOpened] = useState<Set<SettingsTab>>(() => new Set(['dominios']));
  const domains = useDomains(opened.has('dominios'));
  const webhooks = useWebhooks(opened.has('webhooks'));
  const checklist = useStoreData<ChecklistResponse | null>({
    queryKey: queryKeys.checklist,
    load: getChecklist,
    empty: null,
    errorTitle: 'Erro ao buscar o checklist',
    describeError: (error) => errorMessage(error, 'Falha ao buscar o checklist.'),
    enabled: opened.has('checklist'),
  });
  // Dates are shown in the store's time zone.
  const orderSettings = useStoreData<OrderSettings | null>({
    queryKey: queryKeys.orderSettings,
    load: getOrderSettings,
    empty: null,
    errorTitle: 'Erro ao buscar configurações',
    describeError: (error) => errorMessage(error, 'Não foi possível carregar as configurações da loja.'),
    enabled: opened.has('dominios') || opened.has('webhooks'),
  });
  const timeZone = orderSettings.data?.time_zone ?? DEFAULT_TIME_ZONE;
  // Plans belong to the account, not to the store.
  const plans = useAccountData<PlansResponse | null>({
    queryKey: queryKeys.plans(),
    load: getPlans,
    empty: null,
    errorTitle: 'Erro ao buscar planos',
    describeError: (error) => errorMessage(error, 'Não foi possível carregar os planos.'),
    enabled: opened.has('planos'),
  });
  const plansState: ListState<PlansResponse> =
    plans.error != null
      ? { status: 'error', message: plans.error }
      : plans.data
        ? { status: 'ready', data: plans.data, isRefreshing: plans.isLoading }
        : { status: 'loading' };

  /** 'Selecionar' confirmed (or a scheduled change cancelled): the plan is the same everywhere at once. */
  const selecting = useAction({
    run: (plan: PlanId) => changePlan({ plan }),
    // The plan (and what an upgrade charged) shows in the billing summary and on /meus-dados.
    invalidates: () => [queryKeys.billingSummary(), queryKeys.profile()],
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.plans(), answer);
      toast.success({
        title: answer.message,
        description:
          answer.charged_cents > 0 ? `Cobrado agora: ${formatCents(answer.charged_cents)}.` : undefined,
      });
    },
    onError: (error) => {
      toast.error({
        title: 'Erro ao trocar de plano',
        description: errorMessage(error, 'Não foi possível trocar de plano.'),
      });
      plans.reload();
    },
  });

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success({ title: 'Copiado!', description: text.length > 60 ? undefined : text });
    } catch {
      toast.error({ title: 'Não foi possível copiar', description: `Copie manualmente: ${text}` });
    }
  }

  return (
    <SettingsScreen
      selectedTab={tab}
      onTabChange={(next) => {
        setTab(next);
        setOpened((current) => (current.has(next) ? current : new Set([...current, next])));
        // The checklist follows the store's state: read again on every visit.
        if (next === 'checklist' && checklist.storeId != null)
          void invalidate(queryKeys.checklist(checklist.storeId));
      }}
      domains={{ ...domains, onCopy: copy, timeZone }}
      plans={{
        state: plansState,
        onRetry: plans.reload,
        onSelectPlan: (plan) => selecting.mutateAsync(plan),
      }}
      webhooks={{ ...webhooks, onCopy: copy, timeZone }}
      checklist={{
        items: checklist.data?.items ?? [],
        isLoading: checklist.isLoading,
        error: checklist.error,
        onRetry: checklist.storeId == null ? undefined : checklist.reload,
      }}
    />
  );
}
