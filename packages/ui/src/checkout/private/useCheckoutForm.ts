import {
  CARD_FIELDS,
  type CheckoutAction,
  type CheckoutErrors,
  type CheckoutFieldName,
  type CheckoutPageView,
  checkoutFieldError,
  DELIVERY_FIELDS,
  PERSONAL_FIELDS,
} from '@pagora/contract/checkout-core';
import { type FocusEvent, type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { applyMask } from './masks.ts';

/** Fields checked in the browser as the buyer leaves them (the server checks everything again). */
const CHECKED_ON_BLUR = new Set<string>([
  ...PERSONAL_FIELDS,
  ...DELIVERY_FIELDS.filter((field) => field !== 'shipping_option_id'),
  ...CARD_FIELDS.filter((field) => field !== 'installments'),
]);

/** Changing these recomputes the totals on the server (the PIX discount and the card's interest depend on the last two). */
const UPDATES_TOTALS = new Set<string>(['bump', 'shipping_option_id', 'payment_method', 'installments']);

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function fieldOf(target: EventTarget): FieldElement | null {
  return target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
    ? target
    : null;
}

interface ValidationState {
  /** The server errors these browser results belong to: a new server answer starts over. */
  source: CheckoutErrors;
  /** Browser results per field (null = fine). */
  client: Partial<Record<CheckoutFieldName, string | null>>;
  /** Fields changed since the server's answer: their server error no longer applies. */
  edited: Partial<Record<CheckoutFieldName, true>>;
}

export interface CheckoutFormOptions {
  view: CheckoutPageView;
  /** The form's main action (Enter in a field): 'next' or 'pay'. */
  primaryAction: CheckoutAction;
  onAction?: (action: CheckoutAction, data: FormData) => void;
  /** A new 8-digit CEP was typed (see CheckoutPage's `onCepComplete`). */
  onCepComplete?: (cep: string, form: HTMLFormElement) => void;
}

/**
 * The checkout form's behaviour once hydrated: browser validation on blur (server errors win
 * until the buyer edits the field), input masks, 'update' when shipping or the bump changes,
 * Enter in the coupon field applies it, and submissions handed to `onAction` with the pressed
 * button's action. Without JavaScript none of this runs and the form posts as plain HTML.
 */
export function useCheckoutForm({ view, primaryAction, onAction, onCepComplete }: CheckoutFormOptions) {
  const [state, setState] = useState<ValidationState>({ source: view.errors, client: {}, edited: {} });
  let current = state;
  if (state.source !== view.errors) {
    current = { source: view.errors, client: {}, edited: {} };
    setState(current);
  }

  const errors: CheckoutErrors = {};
  const names = new Set([
    ...Object.keys(view.errors),
    ...Object.keys(current.client),
  ]) as Set<CheckoutFieldName>;
  for (const name of names) {
    const message = current.edited[name] ? current.client[name] : (view.errors[name] ?? current.client[name]);
    if (message) errors[name] = message;
  }

  const rules = { cpf: view.settings.options.cpf };
  const check = (field: FieldElement) =>
    checkoutFieldError(field.name as CheckoutFieldName, field.value, rules);

  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  /** The CEP last looked up, so retyping the same one asks nothing. */
  const lookedUpCep = useRef(view.values.cep.replace(/\D/g, ''));
  const lastStep = useRef(view.step);

  // After a submission answered by a new view: focus the first field in error, or the new step's heading.
  useEffect(() => {
    const form = formRef.current;
    const stepChanged = lastStep.current !== view.step;
    lastStep.current = view.step;
    if (!form || !submitted.current) return;
    submitted.current = false;
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (stepChanged)
      form.querySelector<HTMLElement>('[data-section-heading]')?.focus({ preventScroll: true });
  }, [view]);

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const field = fieldOf(event.target);
    if (!field || !CHECKED_ON_BLUR.has(field.name)) return;
    const name = field.name as CheckoutFieldName;
    if (!field.value.trim() && !current.edited[name]) return;
    const message = check(field);
    setState((s) => ({ ...s, client: { ...s.client, [name]: message } }));
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = fieldOf(event.target);
    if (!field?.name) return;
    const name = field.name as CheckoutFieldName;
    if (field instanceof HTMLInputElement) {
      const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
      applyMask(field, inputType.startsWith('delete'));
    }
    // Once a field shows an error, it is re-checked as the buyer types, so the message goes as soon as it is fixed.
    const recheck = CHECKED_ON_BLUR.has(name) && Boolean(errors[name]);
    // Typing in a clean field re-renders nothing: state changes only when something shown changes.
    if (recheck || !current.edited[name]) {
      setState((s) => ({
        ...s,
        edited: { ...s.edited, [name]: true },
        client: recheck ? { ...s.client, [name]: check(field) } : s.client,
      }));
    }
    if (onAction && UPDATES_TOTALS.has(name) && event.currentTarget) {
      onAction('update', new FormData(event.currentTarget));
    }
    const cep = name === 'cep' ? field.value.replace(/\D/g, '') : '';
    if (cep.length === 8 && cep !== lookedUpCep.current && event.currentTarget && !check(field)) {
      lookedUpCep.current = cep;
      if (onCepComplete) onCepComplete(cep, event.currentTarget);
      else onAction?.('lookup_cep', new FormData(event.currentTarget));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const field = fieldOf(event.target);
    if (event.key !== 'Enter' || field?.name !== 'coupon_code') return;
    const apply = event.currentTarget.querySelector<HTMLButtonElement>('button[value="apply_coupon"]');
    if (!apply) return;
    event.preventDefault();
    if (!apply.disabled) event.currentTarget.requestSubmit(apply);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!onAction) return;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action = (submitter instanceof HTMLButtonElement && submitter.value) || primaryAction;
    submitted.current = true;
    onAction(action as CheckoutAction, new FormData(event.currentTarget, submitter));
  };

  return { errors, formRef, formProps: { onBlur, onChange, onKeyDown, onSubmit } };
}
