import {
  BILLING_RULES_TEXT,
  formatCents,
  type PlanId,
  type PlansResponse,
  type PlanView,
} from '@pagora/contract';
import { CalendarClock, Check } from 'lucide-react';
import { useState } from 'react';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Box } from '../../components/Box/Box.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { Columns } from '../../components/Columns/Columns.tsx';
import { Inline } from '../../components/Inline/Inline.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { billingDate } from '../FinanceScreen/finance.ts';
import type { ListState } from '../OrdersScreen/orders.ts';
import { RecordListBody } from '../private/RecordListBody.tsx';
import * as styles from './SettingsScreen.css.ts';
import { isUpgrade, PLANS, type Plan, planPrice } from './settings.ts';

export interface PlansPanelProps {
  /** The plans as the account sees them (`GET /api/billing/plans`): current, scheduled, spots. */
  state: ListState<PlansResponse>;
  onRetry?: () => void;
  /**
   * 'Selecionar' confirmed (an upgrade charges pro rata at once; a downgrade is scheduled), or
   * 'Cancelar troca agendada' (the current plan chosen again). Resolve when done; reject to keep
   * the confirmation open (the app reports why).
   */
  onSelectPlan: (plan: PlanId) => Promise<unknown>;
}

/**
 * Planos: the four plans with their fee per approved order and monthly price. The current one is
 * marked 'Atual'; 'Selecionar' changes the plan after a confirmation that says what it costs and
 * when it takes effect; a scheduled downgrade can be cancelled; a plan without spots says so.
 */
export function PlansPanel({ state, onRetry, onSelectPlan }: PlansPanelProps) {
  const [choosing, setChoosing] = useState<Plan | null>(null);
  const data = state.status === 'ready' ? state.data : null;
  const views = new Map(data?.plans.map((view) => [view.id, view]));
  const current = data?.current ?? null;
  const scheduled = data?.scheduled_change ?? null;

  return (
    <Stack as="section" gap="xlarge" minWidth={0} aria-labelledby="planos-titulo">
      <Stack gap="xsmall">
        <h2 id="planos-titulo" className={styles.sectionTitle}>
          Planos
        </h2>
        <p className={styles.note}>A taxa é cobrada apenas sobre os pedidos aprovados.</p>
        <p className={styles.note}>{BILLING_RULES_TEXT.planChange}</p>
      </Stack>
      <RecordListBody
        isLoading={state.status === 'loading'}
        loadingLabel="Carregando planos…"
        error={state.status === 'error' ? state.message : null}
        errorTitle="Erro ao buscar planos"
        onRetry={onRetry}
        isEmpty={!data}
        empty={null}
      >
        <Columns
          as="ul"
          columns={{ tablet: 2, desktop: 4 }}
          rowGap="large"
          columnGap="large"
          alignItems="stretch"
          aria-label="Planos"
        >
          {PLANS.map((plan) => {
            const view = views.get(plan.id);
            const isCurrent = plan.id === current;
            const isScheduled = Boolean(view?.scheduled) || scheduled?.plan === plan.id;
            return (
              <Box as="li" key={plan.id} display="flex">
                <Card
                  as="article"
                  aria-labelledby={`plano-${plan.id}`}
                  className={styles.planCard}
                  data-current={isCurrent || undefined}
                >
                  <div className={styles.planBadges}>
                    {isCurrent && <Badge tone="primary">Atual</Badge>}
                    {isScheduled && <Badge tone="info">Agendado</Badge>}
                    {plan.highlight && (
                      <Badge tone={plan.id === 'premium' ? 'info' : 'warning'}>{plan.highlight}</Badge>
                    )}
                  </div>
                  <h3 id={`plano-${plan.id}`} className={styles.planName}>
                    {plan.name}
                  </h3>
                  <p className={styles.planPrice}>{planPrice(plan)}</p>
                  <p className={styles.planRate}>{plan.rate}</p>
                  <ul className={styles.planFeatures}>
                    {plan.features.map((feature) => (
                      <Inline as="li" key={feature} gap="xsmall" wrap={false}>
                        <Check size={14} aria-hidden />
                        {feature}
                      </Inline>
                    ))}
                  </ul>
                  <div className={styles.planFooter}>
                    <PlanAction
                      plan={plan}
                      view={view}
                      isCurrent={isCurrent}
                      isScheduled={isScheduled}
                      scheduledAt={isScheduled ? (scheduled?.effective_at ?? null) : null}
                      hasScheduledChange={Boolean(scheduled)}
                      onChoose={() => setChoosing(plan)}
                      onCancelScheduled={() => (current ? onSelectPlan(current) : Promise.resolve())}
                    />
                  </div>
                </Card>
              </Box>
            );
          })}
        </Columns>
      </RecordListBody>
      {data && current && (
        <ChangePlanDialog
          plan={choosing}
          view={choosing ? views.get(choosing.id) : undefined}
          data={data}
          current={current}
          onClose={() => setChoosing(null)}
          onConfirm={(plan) => onSelectPlan(plan)}
        />
      )}
    </Stack>
  );
}

interface PlanActionProps {
  plan: Plan;
  view: PlanView | undefined;
  isCurrent: boolean;
  isScheduled: boolean;
  scheduledAt: string | null;
  hasScheduledChange: boolean;
  onChoose: () => void;
  onCancelScheduled: () => Promise<unknown>;
}

/** A card's footer: 'Plano Atual', the scheduled change, 'Vagas esgotadas' or 'Selecionar'. */
function PlanAction({
  plan,
  view,
  isCurrent,
  isScheduled,
  scheduledAt,
  hasScheduledChange,
  onChoose,
  onCancelScheduled,
}: PlanActionProps) {
  const [isCancelling, setCancelling] = useState(false);
  if (isCurrent) {
    return (
      <Stack gap="small">
        <Button variant="secondary" fullWidth isDisabled>
          Plano Atual
        </Button>
        {hasScheduledChange && (
          <Button
            variant="ghost"
            fullWidth
            isPending={isCancelling}
            onPress={() => {
              setCancelling(true);
              onCancelScheduled().then(
                () => setCancelling(false),
                () => setCancelling(false),
              );
            }}
          >
            Cancelar troca agendada
          </Button>
        )}
      </Stack>
    );
  }
  if (isScheduled) {
    return (
      <Stack gap="small">
        <p className={styles.planNote}>
          <CalendarClock size={14} aria-hidden />
          {scheduledAt ? `Passa a valer em ${billingDate(scheduledAt)}.` : 'Troca agendada.'}
        </p>
        <Button variant="secondary" fullWidth isDisabled>
          Troca agendada
        </Button>
      </Stack>
    );
  }
  if (view?.sold_out) {
    return (
      <Button variant="secondary" fullWidth isDisabled>
        Vagas esgotadas
      </Button>
    );
  }
  return (
    <Stack gap="small">
      {view?.spots_left != null && (
        <p className={styles.planNote}>
          {view.spots_left === 1 ? 'Resta 1 vaga.' : `Restam ${view.spots_left} vagas.`}
        </p>
      )}
      <Button fullWidth onPress={onChoose} aria-label={`Selecionar ${plan.name}`}>
        Selecionar
      </Button>
    </Stack>
  );
}

interface ChangePlanDialogProps {
  plan: Plan | null;
  view: PlanView | undefined;
  data: PlansResponse;
  current: PlanId;
  onClose: () => void;
  onConfirm: (plan: PlanId) => Promise<unknown>;
}

/** The confirmation of 'Selecionar': what the change costs now, and when it takes effect. */
function ChangePlanDialog({ plan, view, data, current, onClose, onConfirm }: ChangePlanDialogProps) {
  const upgrade = plan ? isUpgrade(current, plan.id) : false;
  const currentName = PLANS.find((item) => item.id === current)?.name ?? '';
  return (
    <AlertDialog
      isOpen={plan !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      variant="primary"
      title={plan ? `Mudar para o plano ${plan.name}?` : ''}
      confirmLabel={upgrade ? 'Confirmar upgrade' : 'Agendar troca'}
      onConfirm={() => (plan ? onConfirm(plan.id) : Promise.resolve())}
    >
      {plan && (
        <>
          <p>Taxa por pedido aprovado: {plan.rate.replace(' por pedido aprovado', '')}.</p>
          <p>{upgrade ? upgradeText(plan, view) : downgradeText(plan, data, currentName)}</p>
        </>
      )}
    </AlertDialog>
  );
}

function upgradeText(plan: Plan, view: PlanView | undefined): string {
  if (plan.monthlyCents === 0) return 'O novo plano vale na hora, sem mensalidade.';
  const monthly = formatCents(plan.monthlyCents);
  const charge = view?.upgrade_charge_cents;
  if (charge != null) {
    return `O upgrade vale na hora. Cobramos agora ${formatCents(charge)}: a mensalidade de ${monthly} proporcional aos dias que faltam neste mês, descontado o que o plano atual já cobriu. Depois, ${monthly} por mês.`;
  }
  return `O upgrade vale na hora. Cobramos agora a mensalidade de ${monthly} proporcional aos dias que faltam neste mês, descontado o que o plano atual já cobriu. Depois, ${monthly} por mês.`;
}

function downgradeText(plan: Plan, data: PlansResponse, currentName: string): string {
  if (!data.paid_until)
    return `A troca vale na hora. ${plan.monthlyCents === 0 ? 'Sem mensalidade.' : ''}`.trim();
  return `A troca vale em ${billingDate(data.paid_until)}, quando termina o mês já pago. Até lá você continua no plano ${currentName}.`;
}
