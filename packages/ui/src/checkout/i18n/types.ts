import type { CheckoutStep, OrderStatus, PaymentMethod } from '@pagora/contract/checkout-core';

/**
 * Every label the buyer reads on the checkout, in the store's language. Validation messages come
 * from the server (and `checkoutFieldError`) and stay in Portuguese; money is always charged in reais.
 */
export interface CheckoutText {
  /** BCP 47 locale for Intl (approximate currency amounts). */
  locale: string;
  checkoutTitle: string;
  secureBadge: string;
  previewBanner: string;
  steps: Record<CheckoutStep, string> & {
    navLabel: string;
    /** Screen-reader suffix of a finished step. */
    done: string;
  };
  fields: {
    name: string;
    email: string;
    phone: string;
    cpf: string;
    cep: string;
    street: string;
    number: string;
    complement: string;
    district: string;
    city: string;
    state: string;
    cardNumber: string;
    cardHolder: string;
    cardExpiry: string;
    cardCvv: string;
    installments: string;
    coupon: string;
    /** Appended to optional fields' labels. */
    optional: string;
    selectState: string;
  };
  placeholders: {
    name: string;
    email: string;
    phone: string;
    cep: string;
    cardNumber: string;
    cardExpiry: string;
  };
  emailHint: string;
  shipping: {
    title: string;
    free: string;
    days: (min: number, max: number) => string;
    /** A carrier's quoted deadline: 'até 8 dias úteis'. */
    upTo: (max: number) => string;
    none: string;
  };
  /** The delivery step's CEP lookup. */
  cep: {
    lookup: string;
    loading: string;
    found: string;
    not_found: string;
    unavailable: string;
  };
  payment: Record<PaymentMethod, string> & {
    legend: string;
    pixInfo: string[];
    boletoInfo: string[];
    installment: (count: number, amount: string) => string;
    noInterest: string;
    /** After an installment with interest: '(total R$ 122,76)'. */
    withInterest: (total: string) => string;
    /** The PIX method's badge: '5 % de desconto no PIX'. */
    pixDiscount: (percent: string) => string;
    /** In the PIX panel: what paying by PIX costs. */
    pixTotal: (total: string) => string;
    cardBrandDetected: (brand: string) => string;
    /** The card fields of a gateway that tokenizes in the browser (Mercado Pago, Pagar.me). */
    secureCard: {
      /** Shown in place of the card fields when the page runs without JavaScript. */
      requiresJavaScript: string;
      loading: string;
      failed: string;
      tokenizing: string;
      securedBy: (provider: string) => string;
    };
  };
  coupon: {
    apply: string;
    remove: string;
    automatic: string;
    appliedLabel: string;
  };
  summary: {
    title: string;
    show: string;
    subtotal: string;
    discount: string;
    /** The PIX discount's line (the coupon's stays under `discount`). */
    pixDiscount: string;
    /** The card installments' interest line. */
    interest: string;
    shipping: string;
    shippingPending: string;
    total: string;
    approximate: (amount: string) => string;
    chargedInBrl: string;
  };
  actions: {
    next: string;
    back: string;
    pay: string;
    update: string;
    processing: string;
  };
  bump: { badge: string; add: string; from: string; for: string };
  scarcity: { expired: string };
  testMode: {
    title: string;
    intro: string;
    cardsCaption: string;
    number: string;
    result: string;
    anyExpiry: string;
    pixBoleto: string;
    outcome: (description: string) => string;
  };
  testimonials: { title: string };
  footer: {
    support: string;
    /** The fixed link to the store's WhatsApp. */
    whatsapp: string;
    sealSecure: string;
    sealEncrypted: string;
    sealGuarantee: string;
  };
  order: {
    number: (number: number) => string;
    approved: string;
    approvedText: (email: string) => string;
    pending: string;
    pixTitle: string;
    pixScan: string;
    pixCode: string;
    pixExpires: (time: string) => string;
    pixWatching: string;
    pixExpired: string;
    boletoTitle: string;
    boletoText: string;
    boletoBarcode: string;
    /** The link to the provider's boleto PDF or the printable boleto page. */
    printBoleto: string;
    digitableLine: string;
    dueDate: string;
    refused: string;
    retry: string;
    copy: string;
    copied: string;
    items: string;
    paidWith: string;
    cardPaid: (brand: string, last4: string, installments: number) => string;
    status: Record<OrderStatus, string>;
    amount: string;
  };
  redirect: { countdown: (seconds: number) => string; now: string };
  upsell: { badge: string; accept: string; decline: string; note: string };
}
