import {
  type CardBrand,
  type CardTokenizerView,
  type CheckoutErrors,
  type CheckoutFieldValues,
  type CheckoutMessage,
  checkoutFieldError,
  digitsOnly,
} from '@pagora/contract/checkout-core';
import type {
  SecureCardState,
  SecureCardStatus,
  SecureFieldElements,
  SecureFieldPart,
} from '@pagora/ui/checkout';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CardTokenizerAdapter, type TokenizedCard, TokenizeError } from './types.ts';

/** Shown when the provider could not make a token (offline, refused, no answer). */
export const CARD_TOKEN_FAILED_MESSAGE = 'Não foi possível validar o cartão. Tente novamente.';
/** Shown with a message under the field the provider refused. */
export const CARD_FIELDS_INVALID_MESSAGE = 'Confira os dados do cartão e tente novamente.';

const FIELD_MESSAGES: Record<SecureFieldPart, string> = {
  number: 'Número do cartão inválido.',
  expiry: 'Validade inválida. Use MM/AA.',
  cvv: 'CVV inválido.',
};

/** Why paying by card stopped before posting: what to show on the page. */
export interface TokenizeFailure {
  failed: true;
  message: CheckoutMessage;
  /** Pagora's own fields (the holder's name). */
  errors: CheckoutErrors;
}

/**
 * Each provider's code is its own chunk, downloaded only by stores that use that gateway. With
 * `pageInputs` Mercado Pago reads the page's inputs instead of mounting its iframes.
 */
function loadAdapter(
  config: Omit<CardTokenizerView, 'contingency'>,
  pageInputs: boolean,
): Promise<CardTokenizerAdapter> {
  return config.provider === 'mercadopago'
    ? import('./mercadopago.ts').then((module) => module.createMercadoPagoTokenizer(config, { pageInputs }))
    : import('./pagarme.ts').then((module) => module.createPagarmeTokenizer(config));
}

/**
 * The primary's adapter and, when the store has a card contingency, the contingency's: a token is
 * valid only at the gateway that made it, so both tokenize the same typed card. A contingency whose
 * script does not load leaves the primary alone (the server then tries only the primary).
 */
async function loadAdapters(
  config: CardTokenizerView,
): Promise<{ primary: CardTokenizerAdapter; contingency: CardTokenizerAdapter | null }> {
  const second = config.contingency;
  const [primary, contingency] = await Promise.all([
    loadAdapter(config, Boolean(second)),
    second ? loadAdapter(second, true).catch(() => null) : Promise.resolve(null),
  ]);
  return { primary, contingency };
}

/**
 * The card gateway's fields on a hydrated checkout: loads the provider's script (only when the
 * store's card gateway tokenizes in the browser), mounts its fields where the page shows them and,
 * when paying, turns the card into a token. The first render matches the server's (card needs
 * JavaScript; the builder's preview shows the fields inert), then the fields take its place.
 */
export function useCardTokenizer(view: {
  mode: 'live' | 'preview';
  card_tokenizer: CardTokenizerView | null;
}) {
  const config = view.card_tokenizer;
  const live = view.mode === 'live';
  const [status, setStatus] = useState<SecureCardStatus>(live ? 'no-script' : 'inert');
  const [brand, setBrand] = useState<CardBrand>('unknown');
  const [errors, setErrors] = useState<Partial<Record<SecureFieldPart, string>>>({});
  const adapter = useRef<CardTokenizerAdapter | null>(null);
  const contingencyAdapter = useRef<CardTokenizerAdapter | null>(null);
  const provider = config?.provider;
  const publicKey = config?.public_key;
  const scriptUrl = config?.script_url;
  const contingency = config?.contingency ?? null;
  const contingencyProvider = contingency?.provider;
  const contingencyKey = contingency?.public_key;
  const contingencyScript = contingency?.script_url;

  useEffect(() => {
    if (!provider || publicKey === undefined || scriptUrl === undefined) return;
    if (!live) {
      setStatus('inert');
      return;
    }
    let cancelled = false;
    setStatus('loading');
    const second =
      contingencyProvider && contingencyKey !== undefined && contingencyScript !== undefined
        ? { provider: contingencyProvider, public_key: contingencyKey, script_url: contingencyScript }
        : null;
    loadAdapters({ provider, public_key: publicKey, script_url: scriptUrl, contingency: second }).then(
      (loaded) => {
        if (cancelled) return;
        adapter.current = loaded.primary;
        contingencyAdapter.current = loaded.contingency;
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      adapter.current = null;
      contingencyAdapter.current = null;
    };
  }, [provider, publicKey, scriptUrl, contingencyProvider, contingencyKey, contingencyScript, live]);

  const mount = useCallback((elements: SecureFieldElements) => {
    const current = adapter.current;
    if (!current) return undefined;
    setBrand('unknown');
    setErrors({});
    const undo = current.mount(elements, { onBrand: setBrand });
    const undoContingency = contingencyAdapter.current?.mount(elements, { onBrand: () => {} });
    return () => {
      undo();
      undoContingency?.();
    };
  }, []);

  /**
   * The card as a token, or what to show when there is none. `values` fill what the form of this
   * step does not carry (the CPF was typed on the first step of a 3-step checkout).
   */
  const tokenize = useCallback(
    async (data: FormData, values: CheckoutFieldValues): Promise<TokenizedCard | TokenizeFailure> => {
      const current = adapter.current;
      if (!current)
        return { failed: true, message: { tone: 'danger', text: CARD_TOKEN_FAILED_MESSAGE }, errors: {} };
      const field = (name: string, fallback: string) => {
        const value = data.get(name);
        return typeof value === 'string' ? value : fallback;
      };
      const holder = field('card_holder', values.card_holder).trim();
      const holderError = checkoutFieldError('card_holder', holder, { cpf: 'no' });
      const fieldErrors = current.check?.() ?? {};
      setErrors(fieldErrors);
      if (holderError || Object.keys(fieldErrors).length > 0) {
        return {
          failed: true,
          message: { tone: 'danger', text: CARD_FIELDS_INVALID_MESSAGE },
          errors: holderError ? { card_holder: holderError } : {},
        };
      }
      setStatus('tokenizing');
      try {
        const input = { holder, cpf: digitsOnly(field('cpf', values.cpf)) };
        const card = await current.tokenize(input);
        setErrors({});
        // The contingency's token is a second chance, never a reason to stop: without it the
        // primary alone is tried.
        const second = contingencyAdapter.current;
        const backup = second ? await second.tokenize(input).catch(() => null) : null;
        return backup
          ? {
              ...card,
              contingency: {
                token: backup.token,
                ...(backup.paymentMethodId ? { paymentMethodId: backup.paymentMethodId } : {}),
                issuerId: backup.issuerId ?? null,
              },
            }
          : card;
      } catch (error) {
        const refused = error instanceof TokenizeError ? error.field : null;
        if (refused && refused !== 'holder') setErrors({ [refused]: FIELD_MESSAGES[refused] });
        return {
          failed: true,
          message: {
            tone: 'danger',
            text: refused ? CARD_FIELDS_INVALID_MESSAGE : CARD_TOKEN_FAILED_MESSAGE,
          },
          errors: refused === 'holder' ? { card_holder: 'Confira o nome impresso no cartão.' } : {},
        };
      } finally {
        setStatus((now) => (now === 'tokenizing' ? 'ready' : now));
      }
    },
    [],
  );

  const secureCard: SecureCardState | undefined = provider
    ? { provider, status, mount, brand, errors, pageInputs: contingency !== null }
    : undefined;
  return { secureCard, tokenize: provider && live ? tokenize : null };
}

export type CardTokenizeFn = NonNullable<ReturnType<typeof useCardTokenizer>['tokenize']>;
