import type { CardBrand } from '@pagora/contract/checkout-core';
import type { SecureFieldElements, SecureFieldPart } from '@pagora/ui/checkout';

/** What the page posts instead of the card: the provider's single-use token and what may be shown. */
export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  last4: string;
  /** Mercado Pago: the payment method MercadoPago.js detected from the BIN ('visa', 'master'…). */
  paymentMethodId?: string;
  issuerId?: string | null;
  /** The same card tokenized at the store's card contingency gateway (when it has one and could). */
  contingency?: Pick<TokenizedCard, 'token' | 'paymentMethodId' | 'issuerId'> | null;
}

/** What the buyer typed in Pagora's own fields that the provider needs with the card. */
export interface TokenizeInput {
  holder: string;
  /** The buyer's CPF, digits only; empty when the store does not ask for it. */
  cpf: string;
}

export interface TokenizerEvents {
  /** The brand detected while the buyer types (Mercado Pago tells it from the BIN). */
  onBrand(brand: CardBrand): void;
}

/** One provider's script, loaded and ready, behind the same two calls. */
export interface CardTokenizerAdapter {
  /** Puts the provider's fields in (or reads them from) the page's elements; returns how to undo it. */
  mount(elements: SecureFieldElements, events: TokenizerEvents): () => void;
  /** The card as a token; rejects with TokenizeError when the provider refuses the card data. */
  tokenize(input: TokenizeInput): Promise<TokenizedCard>;
  /**
   * The fields' messages before tokenizing, when the page can read them (Pagar.me's inputs are
   * the page's own; Mercado Pago's iframes check themselves).
   */
  check?(): Partial<Record<SecureFieldPart, string>>;
}

/** The provider refused to tokenize: which field was wrong, when it said. */
export class TokenizeError extends Error {
  constructor(readonly field: SecureFieldPart | 'holder' | null) {
    super(field ? `O gateway recusou o campo ${field}` : 'O gateway não gerou o token do cartão');
    this.name = 'TokenizeError';
  }
}

/** Resolves with `promise`, or rejects after `ms` (a provider that never answers must not hold the pay button). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TokenizeError(null)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
