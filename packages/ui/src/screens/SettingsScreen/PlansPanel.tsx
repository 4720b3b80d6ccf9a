import { Check, Info } from 'lucide-react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import * as styles from './SettingsScreen.css.ts';
import { PLAN_CHANGE_NOTE, PLANS, type PlanId, planPrice } from './settings.ts';

export interface PlansPanelProps {
  /** The store's plan (billing is not built yet: the caller passes what it knows). @default 'gratis' */
  currentPlan?: PlanId;
}

/**
 * Planos: the four plans with their fee per approved order and monthly price. The current one is marked
 * 'Atual'; the others say when changing plans will be possible (no button that does nothing).
 */
export function PlansPanel({ currentPlan = 'gratis' }: PlansPanelProps) {
  return (
    <section aria-labelledby="planos-titulo" className={styles.stack}>
      <div className={styles.sectionIntro}>
        <h2 id="planos-titulo" className={styles.sectionTitle}>
          Planos
        </h2>
        <p className={styles.note}>A taxa é cobrada apenas sobre os pedidos aprovados.</p>
      </div>
      <ul className={styles.planGrid} aria-label="Planos">
        {PLANS.map((plan) => {
          const isCurrent = plan.id === currentPlan;
          return (
            <li key={plan.id} className={styles.planItem}>
              <Card
                as="article"
                aria-labelledby={`plano-${plan.id}`}
                className={styles.planCard}
                data-current={isCurrent || undefined}
              >
                <div className={styles.planBadges}>
                  {isCurrent && <Badge tone="primary">Atual</Badge>}
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
                    <li key={feature} className={styles.planFeature}>
                      <Check size={14} aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
                <div className={styles.planFooter}>
                  {isCurrent ? (
                    <Button variant="secondary" fullWidth isDisabled>
                      Plano Atual
                    </Button>
                  ) : (
                    <p className={styles.planNote}>
                      <Info size={14} aria-hidden />
                      {PLAN_CHANGE_NOTE}
                    </p>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
