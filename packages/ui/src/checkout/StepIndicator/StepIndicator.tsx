import type { CheckoutStep } from '@pagora/contract/checkout-core';
import { Check } from 'lucide-react';
import { useCheckoutText } from '../private/context.ts';
import * as styles from '../private/styles.css.ts';
import * as own from './StepIndicator.css.ts';

export interface StepIndicatorProps {
  /** This checkout's steps, in order. */
  steps: readonly CheckoutStep[];
  current: CheckoutStep;
  /** Finished steps: shown with a check and linked (`?step=…`) so the buyer can go back to them. */
  completed: readonly CheckoutStep[];
}

/** The 3-step checkout's progress: numbered dots, done steps checked and linked, the current one marked. */
export function StepIndicator({ steps, current, completed }: StepIndicatorProps) {
  const t = useCheckoutText();
  return (
    <nav aria-label={t.steps.navLabel}>
      <ol className={own.list}>
        {steps.map((step, index) => {
          const state = step === current ? 'current' : completed.includes(step) ? 'done' : 'upcoming';
          const content = (
            <>
              <span className={own.dot} aria-hidden>
                {state === 'done' ? <Check className={own.check} /> : index + 1}
              </span>
              <span className={own.label}>
                {t.steps[step]}
                {state === 'done' && <span className={styles.visuallyHidden}> ({t.steps.done})</span>}
              </span>
            </>
          );
          return (
            <li key={step} className={own.item} data-state={state}>
              {state === 'done' ? (
                <a className={own.step} href={`?step=${step}`}>
                  {content}
                </a>
              ) : (
                <span className={own.step} aria-current={state === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
