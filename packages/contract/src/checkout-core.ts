/**
 * The customer-facing checkout's shared vocabulary, free of zod so the checkout's browser bundle can
 * import it: the settings a store configures (with their constants), the view
 * models the server renders (and sends back as JSON to the hydrated page), the buyer field
 * validators both sides run, and the documented test-mode cards.
 */
import { isValidCpf, normalizeDocument } from './documents.ts';
import { integerOrNull } from './numbers.ts';
import {
  type InstallmentOption,
  type InstallmentPlan,
  MAX_INSTALLMENTS,
  type PixOffer,
} from './payment-terms.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text.ts';

export * from './payment-terms.ts';

// ─── Section 9 constants ────────────────────────────────────────────────────────────────────────

export const PAYMENT_METHODS = ['pix', 'card', 'boleto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: 'PIX',
  card: 'Cartão de crédito',
  boleto: 'Boleto',
};

/** 0 = disabled. */
export const TIMER_MINUTES = [0, 5, 10, 15, 20, 25, 30] as const;
export type TimerMinutes = (typeof TIMER_MINUTES)[number];

export const ROUNDINGS = ['none', 'small', 'large'] as const;
export type Rounding = (typeof ROUNDINGS)[number];
export const ROUNDING_LABELS: Record<Rounding, string> = {
  none: 'Nenhum',
  small: 'Pequeno',
  large: 'Grande',
};

/** The fonts a store can pick (Inter is the default). Fonts are font-family stacks: nothing is fetched. */
export const CHECKOUT_FONTS = [
  'Inter',
  'Work Sans',
  'Montserrat',
  'Arial',
  'Calibri',
  'Nunito',
  'Railway',
  'Taviraj',
  'Rubik',
  'Poppins',
] as const;
export type CheckoutFont = (typeof CHECKOUT_FONTS)[number];
/**
 * What a merchant reads for each font. 'Railway' is the stored id of the Raleway typeface (kept so
 * saved settings stay valid); its name is spelled right wherever it is shown.
 */
export const CHECKOUT_FONT_LABELS: Record<CheckoutFont, string> = Object.fromEntries(
  CHECKOUT_FONTS.map((font) => [
    font,
    font === 'Railway' ? 'Raleway' : font === 'Inter' ? 'Inter (padrão)' : font,
  ]),
) as Record<CheckoutFont, string>;

/** yes = asked and required, no = asked and optional, disable = not asked. */
export const CPF_OPTIONS = ['yes', 'no', 'disable'] as const;
export type CpfOption = (typeof CPF_OPTIONS)[number];
export const CPF_OPTION_LABELS: Record<CpfOption, string> = {
  yes: 'Sim (obrigatório)',
  no: 'Não (opcional)',
  disable: 'Desativado',
};

export const CHECKOUT_LANGUAGES = ['pt', 'en', 'es', 'de', 'it', 'fr'] as const;
export type CheckoutLanguage = (typeof CHECKOUT_LANGUAGES)[number];
export const CHECKOUT_LANGUAGE_LABELS: Record<CheckoutLanguage, string> = {
  pt: 'Português',
  en: 'Inglês',
  es: 'Espanhol',
  de: 'Alemão',
  it: 'Italiano',
  fr: 'Francês',
};

export const CHECKOUT_CURRENCIES = ['BRL', 'EUR', 'USD', 'AUD', 'CAD', 'GBP'] as const;
export type CheckoutCurrency = (typeof CHECKOUT_CURRENCIES)[number];

export const BUMP_ORIENTATIONS = ['vertical', 'horizontal'] as const;
export type BumpOrientation = (typeof BUMP_ORIENTATIONS)[number];

/** Builder preview sizes (width null = the panel's full width). */
/**
 * The builder's preview sizes. Each is a real viewport scaled down into the panel: a desktop
 * checkout is laid out at 1280 px (the panel's own width would show the phone layout).
 */
export const PREVIEW_DEVICES = {
  desktop: { label: 'Desktop', width: 1280, height: 800 },
  tablet: { label: 'Tablet', width: 768, height: 1024 },
  mobile: { label: 'Celular', width: 375, height: 667 },
} as const;
export type PreviewDevice = keyof typeof PREVIEW_DEVICES;

export const CHECKOUT_STEP_COUNTS = [1, 3] as const;
export type CheckoutStepCount = (typeof CHECKOUT_STEP_COUNTS)[number];

/** Banner: jpg or png, at most 500 kB (728×90 px recommended). */
export const BANNER_MAX_BYTES = 500 * 1024;
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

// ─── Settings ───────────────────────────────────────────────────────────────────────────────────

export const CHECKOUT_TEMPLATES = [
  'model-01',
  'model-02',
  'model-03',
  'model-04',
  'model-05',
  'stripe',
  'amazon',
  'hotmart',
  'pagbank',
  'stripe-digital',
  'stripe-physical',
  'mercado-livre',
] as const;
export type CheckoutTemplateId = (typeof CHECKOUT_TEMPLATES)[number];
export const CHECKOUT_TEMPLATE_LABELS: Record<CheckoutTemplateId, string> = {
  'model-01': 'Modelo 01',
  'model-02': 'Modelo 02',
  'model-03': 'Modelo 03',
  'model-04': 'Modelo 04',
  'model-05': 'Modelo 05',
  stripe: 'Estilo Stripe',
  amazon: 'Amazon',
  hotmart: 'Hotmart',
  pagbank: 'Pagbank',
  'stripe-digital': 'Estilo Stripe (digital)',
  'stripe-physical': 'Estilo Stripe (físico)',
  'mercado-livre': 'Estilo Mercado Livre',
};

/**
 * How the checkout's pieces are arranged. two-column: form left, summary right (summary on top on
 * mobile); single-column: one centred column with the summary first; split: a coloured product
 * panel on the left half, the form on the right half (stacked on mobile).
 */
export const CHECKOUT_LAYOUTS = ['two-column', 'single-column', 'split'] as const;
export type CheckoutLayout = (typeof CHECKOUT_LAYOUTS)[number];

/** `#rrggbb` */
export type HexColor = string;

export interface CheckoutSettings {
  template: CheckoutTemplateId;
  steps: CheckoutStepCount;
  appearance: {
    layout: CheckoutLayout;
    /** Buttons, links, the selected payment method. */
    primary_color: HexColor;
    /** Text on primary-coloured surfaces. */
    primary_text_color: HexColor;
    /** Page background. */
    background_color: HexColor;
    /** Cards/panels. */
    surface_color: HexColor;
    text_color: HexColor;
    font: CheckoutFont;
    rounding: Rounding;
  };
  header: {
    enabled: boolean;
    /** An upload URL (`/uploads/…`) or null for the store name as text. */
    logo_url: string | null;
    background_color: HexColor;
    text_color: HexColor;
    /** 'Compra 100% segura' badge. */
    show_secure_badge: boolean;
  };
  notice_bar: { enabled: boolean; text: string; background_color: HexColor; text_color: HexColor };
  banner: { enabled: boolean; image_url: string | null };
  cart: {
    show_product_image: boolean;
    show_product_description: boolean;
  };
  content: {
    /** Above the form, e.g. 'Finalize sua compra'. Empty = none. */
    headline: string;
    /** The pay button's text, empty = the language's default ('Finalizar compra'). */
    button_text: string;
    /** Guarantee line under the button, empty = none. */
    guarantee_text: string;
  };
  scarcity: { minutes: TimerMinutes; text: string; background_color: HexColor; text_color: HexColor };
  order_bump: { orientation: BumpOrientation; highlight_color: HexColor };
  options: {
    cpf: CpfOption;
    /** Offered methods, at least one. */
    payment_methods: PaymentMethod[];
    /** One of payment_methods; shown first and selected. */
    preselected_payment: PaymentMethod;
    language: CheckoutLanguage;
    currency: CheckoutCurrency;
    /** Units of `currency` one real buys, for the approximate amount shown beside the BRL total; null when currency is BRL. */
    currency_rate: number | null;
    /** Card installments offered at most (1–12); the payment terms below are in payment-terms.ts. */
    max_installments: number;
    /** The first installments without interest (1..max_installments). */
    interest_free_installments: number;
    /** Monthly rate of the other installments, percent with up to two decimals (2.99 = 2,99 % a.m.); 0 = none. */
    monthly_interest_percent: number;
    /** No installment below this (cents); 0 = no minimum. 1x is always offered. */
    min_installment_cents: number;
    /** Percent off products + bump (after coupons, never shipping) when paying by PIX, 0–50; 0 = none. */
    pix_discount_percent: number;
    /** The store's PIX key (CPF, CNPJ, e-mail, +55 phone or random key) used in BR Codes. */
    pix_key: string;
    /** Recipient name and city in the BR Code (max 25 and 15 characters). */
    pix_merchant_name: string;
    pix_city: string;
  };
  footer: {
    enabled: boolean;
    text: string;
    support_email: string;
    show_security_seals: boolean;
    /**
     * The store's WhatsApp (a Brazilian mobile with DDD, as typed); empty = none. When set, the
     * checkout shows a fixed 'Fale conosco no WhatsApp' link, whether or not the footer is shown.
     */
    support_whatsapp: string;
  };
}

/** Where the buyer goes after paying with each method (Redirecionamento tab); https URLs or null. */
export interface CheckoutRedirects {
  card: string | null;
  pix: string | null;
  boleto: string | null;
}

export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = {
  template: 'model-01',
  steps: 3,
  appearance: {
    layout: 'two-column',
    primary_color: '#16a34a',
    primary_text_color: '#ffffff',
    background_color: '#f4f5f7',
    surface_color: '#ffffff',
    text_color: '#1f2937',
    font: 'Inter',
    rounding: 'small',
  },
  header: {
    enabled: true,
    logo_url: null,
    background_color: '#ffffff',
    text_color: '#1f2937',
    show_secure_badge: true,
  },
  notice_bar: {
    enabled: false,
    text: 'Frete grátis para todo o Brasil!',
    background_color: '#1f2937',
    text_color: '#ffffff',
  },
  banner: { enabled: false, image_url: null },
  cart: { show_product_image: true, show_product_description: false },
  content: { headline: '', button_text: '', guarantee_text: 'Garantia de 7 dias ou seu dinheiro de volta.' },
  scarcity: { minutes: 0, text: 'Oferta reservada por', background_color: '#dc2626', text_color: '#ffffff' },
  order_bump: { orientation: 'vertical', highlight_color: '#f59e0b' },
  options: {
    cpf: 'yes',
    payment_methods: ['pix', 'card', 'boleto'],
    preselected_payment: 'pix',
    language: 'pt',
    currency: 'BRL',
    currency_rate: null,
    max_installments: 12,
    // With no interest rate every installment is without interest, as before installments had terms.
    interest_free_installments: 1,
    monthly_interest_percent: 0,
    min_installment_cents: 500,
    pix_discount_percent: 0,
    pix_key: '',
    pix_merchant_name: '',
    pix_city: '',
  },
  footer: { enabled: true, text: '', support_email: '', show_security_seals: true, support_whatsapp: '' },
};

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K];
};
export type CheckoutSettingsPatch = DeepPartial<CheckoutSettings>;

/**
 * The templates are presets of the same checkout: choosing one in the builder merges its values
 * into the settings (the merchant can still change anything afterwards).
 */
export const CHECKOUT_TEMPLATE_PRESETS: Record<CheckoutTemplateId, CheckoutSettingsPatch> = {
  'model-01': {
    appearance: { ...DEFAULT_CHECKOUT_SETTINGS.appearance },
    header: { background_color: '#ffffff', text_color: '#1f2937' },
  },
  'model-02': {
    appearance: {
      layout: 'single-column',
      primary_color: '#2563eb',
      primary_text_color: '#ffffff',
      background_color: '#eef2ff',
      surface_color: '#ffffff',
      text_color: '#1e293b',
      font: 'Montserrat',
      rounding: 'large',
    },
    header: { background_color: '#2563eb', text_color: '#ffffff' },
  },
  'model-03': {
    appearance: {
      layout: 'split',
      primary_color: '#7c3aed',
      primary_text_color: '#ffffff',
      background_color: '#faf5ff',
      surface_color: '#ffffff',
      text_color: '#1f1235',
      font: 'Poppins',
      rounding: 'large',
    },
    header: { background_color: '#ffffff', text_color: '#1f1235' },
  },
  'model-04': {
    appearance: {
      layout: 'two-column',
      primary_color: '#22c55e',
      primary_text_color: '#052e16',
      background_color: '#0b0f14',
      surface_color: '#151b23',
      text_color: '#e5e7eb',
      font: 'Inter',
      rounding: 'small',
    },
    header: { background_color: '#151b23', text_color: '#e5e7eb' },
  },
  'model-05': {
    appearance: {
      layout: 'single-column',
      primary_color: '#111827',
      primary_text_color: '#ffffff',
      background_color: '#ffffff',
      surface_color: '#ffffff',
      text_color: '#111827',
      font: 'Work Sans',
      rounding: 'none',
    },
    header: { background_color: '#ffffff', text_color: '#111827' },
  },
  stripe: {
    appearance: {
      layout: 'split',
      primary_color: '#635bff',
      primary_text_color: '#ffffff',
      background_color: '#ffffff',
      surface_color: '#ffffff',
      text_color: '#30313d',
      font: 'Inter',
      rounding: 'small',
    },
    header: { background_color: '#ffffff', text_color: '#30313d' },
  },
  amazon: {
    appearance: {
      layout: 'two-column',
      primary_color: '#ffd814',
      primary_text_color: '#0f1111',
      background_color: '#eaeded',
      surface_color: '#ffffff',
      text_color: '#0f1111',
      font: 'Arial',
      rounding: 'small',
    },
    header: { background_color: '#131921', text_color: '#ffffff' },
  },
  hotmart: {
    appearance: {
      layout: 'single-column',
      primary_color: '#f04e23',
      primary_text_color: '#ffffff',
      background_color: '#f7f7f7',
      surface_color: '#ffffff',
      text_color: '#2c2c2c',
      font: 'Nunito',
      rounding: 'large',
    },
    header: { background_color: '#ffffff', text_color: '#2c2c2c' },
  },
  pagbank: {
    appearance: {
      layout: 'two-column',
      primary_color: '#1bb99a',
      primary_text_color: '#ffffff',
      background_color: '#f2f5f7',
      surface_color: '#ffffff',
      text_color: '#1e2f3c',
      font: 'Rubik',
      rounding: 'large',
    },
    header: { background_color: '#ffc801', text_color: '#1e2f3c' },
  },
  'stripe-digital': {
    steps: 1,
    appearance: {
      layout: 'split',
      primary_color: '#0a2540',
      primary_text_color: '#ffffff',
      background_color: '#ffffff',
      surface_color: '#f6f9fc',
      text_color: '#0a2540',
      font: 'Inter',
      rounding: 'small',
    },
    header: { background_color: '#ffffff', text_color: '#0a2540' },
  },
  'stripe-physical': {
    steps: 3,
    appearance: {
      layout: 'split',
      primary_color: '#635bff',
      primary_text_color: '#ffffff',
      background_color: '#f6f9fc',
      surface_color: '#ffffff',
      text_color: '#1a1f36',
      font: 'Inter',
      rounding: 'small',
    },
    header: { background_color: '#ffffff', text_color: '#1a1f36' },
  },
  'mercado-livre': {
    appearance: {
      layout: 'two-column',
      primary_color: '#3483fa',
      primary_text_color: '#ffffff',
      background_color: '#ededed',
      surface_color: '#ffffff',
      text_color: '#333333',
      font: 'Arial',
      rounding: 'small',
    },
    header: { background_color: '#fff159', text_color: '#333333' },
  },
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges a patch into settings (arrays and scalars replace). */
export function mergeCheckoutSettings(
  base: CheckoutSettings,
  patch: CheckoutSettingsPatch,
): CheckoutSettings {
  const merge = (target: unknown, source: unknown): unknown => {
    if (!isPlainObject(target) || !isPlainObject(source)) return source === undefined ? target : source;
    const out: Record<string, unknown> = { ...target };
    for (const [key, value] of Object.entries(source)) out[key] = merge(target[key], value);
    return out;
  };
  return merge(base, patch) as CheckoutSettings;
}

/** Settings after choosing a template: the preset merged in and the template recorded. */
export function applyCheckoutTemplate(
  settings: CheckoutSettings,
  template: CheckoutTemplateId,
): CheckoutSettings {
  return { ...mergeCheckoutSettings(settings, CHECKOUT_TEMPLATE_PRESETS[template]), template };
}

// ─── Buyer fields ───────────────────────────────────────────────────────────────────────────────

export const CHECKOUT_STEPS = ['personal', 'delivery', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Everything the checkout form carries between renders. Card number, expiry and CVV are never echoed back. */
export interface CheckoutFieldValues {
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
  shipping_option_id: string;
  payment_method: PaymentMethod;
  coupon_code: string;
  bump: boolean;
  card_holder: string;
  installments: string;
}
export type CheckoutFieldName = keyof CheckoutFieldValues | 'card_number' | 'card_expiry' | 'card_cvv';
export type CheckoutErrors = Partial<Record<CheckoutFieldName, string>>;

export const PERSONAL_FIELDS = ['name', 'email', 'phone', 'cpf'] as const;
export const DELIVERY_FIELDS = [
  'cep',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'state',
  'shipping_option_id',
] as const;
export const CARD_FIELDS = ['card_number', 'card_holder', 'card_expiry', 'card_cvv', 'installments'] as const;

export const BRAZIL_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** Luhn check of a card number (digits only, 12–19 long). */
export function isValidCardNumber(input: string): boolean {
  const digits = digitsOnly(input);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'unknown';
export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  unknown: 'Cartão',
};

export function cardBrand(input: string): CardBrand {
  const digits = digitsOnly(input);
  if (
    /^(4011(78|79)|43(1274|8935)|45(1416|7393|763[12])|50(4175|6699|67[0-7][0-9]|9000)|627780|63(6297|6368)|650|6516|6550)/.test(
      digits,
    )
  )
    return 'elo';
  if (/^(606282|3841)/.test(digits)) return 'hipercard';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/**
 * Test mode's cards (any future expiry, any CVV, any holder). Any other number that passes the
 * Luhn check is declined with 'Cartão não aceito no modo de teste.'.
 */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', brand: 'visa', outcome: 'approved', description: 'Aprovado' },
  { number: '5555 5555 5555 4444', brand: 'mastercard', outcome: 'approved', description: 'Aprovado' },
  {
    number: '4000 0000 0000 0002',
    brand: 'visa',
    outcome: 'declined',
    description: 'Recusado: cartão recusado',
  },
  {
    number: '4000 0000 0000 9995',
    brand: 'visa',
    outcome: 'declined',
    description: 'Recusado: saldo insuficiente',
  },
  {
    number: '4000 0000 0000 0069',
    brand: 'visa',
    outcome: 'declined',
    description: 'Recusado: cartão vencido',
  },
] as const satisfies readonly {
  number: string;
  brand: CardBrand;
  outcome: 'approved' | 'declined';
  description: string;
}[];

export interface FieldRules {
  cpf: CpfOption;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The card's expiry month and year, or null when unreadable. Buyers type it as printed (MM/AA), with
 * the full year (MM/AAAA) or, without the page's mask (no JavaScript), as bare digits: MMAA, MMAAAA.
 */
export function parseCardExpiry(input: string): { month: number; year: number } | null {
  const match =
    /^\s*(\d{1,2})\s*[/\-.]\s*(\d{2}|\d{4})\s*$/.exec(input) ?? /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/**
 * The Portuguese message for a bad value of one checkout field, or null when it is fine.
 * Both the browser (as the buyer leaves a field) and the server (always) run it.
 */
export function checkoutFieldError(
  field: CheckoutFieldName,
  value: string,
  rules: FieldRules,
  now: Date = new Date(),
): string | null {
  const trimmed = value.trim();
  switch (field) {
    case 'name':
      if (!trimmed) return 'Informe seu nome completo.';
      if (trimmed.split(/\s+/).length < 2) return 'Informe nome e sobrenome.';
      if (hasControlCharacters(trimmed)) return CONTROL_CHARACTERS_MESSAGE;
      return trimmed.length > 120 ? 'O nome deve ter no máximo 120 caracteres.' : null;
    case 'email':
      if (!trimmed) return 'Informe seu e-mail.';
      return EMAIL_PATTERN.test(trimmed) && trimmed.length <= 254 ? null : 'Informe um e-mail válido.';
    case 'phone': {
      const digits = digitsOnly(trimmed).replace(/^55(?=\d{10,11}$)/, '');
      if (!digits) return 'Informe seu telefone.';
      return /^[1-9]{2}9?\d{8}$/.test(digits) ? null : 'Informe um telefone válido com DDD.';
    }
    case 'cpf':
      if (rules.cpf === 'disable') return null;
      if (!trimmed) return rules.cpf === 'yes' ? 'Informe seu CPF.' : null;
      return isValidCpf(trimmed) ? null : 'CPF inválido. Confira os números.';
    case 'cep':
      if (!trimmed) return 'Informe o CEP.';
      return /^\d{8}$/.test(digitsOnly(trimmed)) &&
        digitsOnly(trimmed).length === trimmed.replace(/[\s.-]/g, '').length
        ? null
        : 'CEP inválido. Use 8 números.';
    case 'street':
      return trimmed ? null : 'Informe o endereço.';
    case 'number':
      return trimmed ? null : 'Informe o número (ou S/N).';
    case 'complement':
      return trimmed.length > 80 ? 'O complemento deve ter no máximo 80 caracteres.' : null;
    case 'district':
      return trimmed ? null : 'Informe o bairro.';
    case 'city':
      return trimmed ? null : 'Informe a cidade.';
    case 'state':
      return (BRAZIL_STATES as readonly string[]).includes(trimmed.toUpperCase())
        ? null
        : 'Selecione o estado.';
    case 'shipping_option_id':
      return trimmed ? null : 'Escolha uma opção de frete.';
    case 'payment_method':
      return (PAYMENT_METHODS as readonly string[]).includes(trimmed)
        ? null
        : 'Escolha a forma de pagamento.';
    case 'card_number':
      if (!trimmed) return 'Informe o número do cartão.';
      return isValidCardNumber(trimmed) ? null : 'Número do cartão inválido.';
    case 'card_holder':
      return trimmed ? null : 'Informe o nome impresso no cartão.';
    case 'card_expiry': {
      if (!trimmed) return 'Informe a validade do cartão.';
      const expiry = parseCardExpiry(trimmed);
      if (!expiry) return 'Validade inválida. Use MM/AA.';
      const currentMonth = now.getFullYear() * 12 + now.getMonth() + 1;
      return expiry.year * 12 + expiry.month < currentMonth ? 'Cartão vencido.' : null;
    }
    case 'card_cvv':
      if (!trimmed) return 'Informe o CVV.';
      return /^\d{3,4}$/.test(trimmed) ? null : 'CVV inválido.';
    case 'installments': {
      const count = integerOrNull(trimmed || '1');
      return count !== null && count >= 1 && count <= MAX_INSTALLMENTS ? null : 'Parcelamento inválido.';
    }
    case 'coupon_code':
      return trimmed.length > 40 ? 'Cupom inválido.' : null;
    case 'bump':
      return null;
  }
}

/** Normalised CPF (digits) for storage and coupon uniqueness. */
export const normalizeCpf = (value: string) => normalizeDocument(value);

// ─── View models (server → SSR and JSON) ────────────────────────────────────────────────────────

export interface CheckoutProductView {
  name: string;
  description: string;
  price_cents: number;
  image_url: string | null;
  type: 'physical' | 'digital';
}

/** One line of what a checkout sells (a handed-off cart has several, each with its quantity). */
export interface CheckoutLineView {
  name: string;
  quantity: number;
  unit_cents: number;
  /** unit_cents × quantity. */
  total_cents: number;
  image_url: string | null;
  type: 'physical' | 'digital';
}

export interface ShippingChoice {
  /** A store option's id, or 'me:<service id>' for a Melhor Envio quote. */
  id: string;
  /** The option's name, or the quoted service's ('PAC', '.Package'). */
  name: string;
  price_cents: number;
  min_days: number;
  max_days: number;
  /** The carrier of a quoted service ('Correios', 'Jadlog'); absent for the store's own options. */
  carrier?: string;
}

/** How a CEP lookup went, as the delivery step shows it. */
export type CepLookupStatus = 'loading' | 'found' | 'not_found' | 'unavailable';

export interface BumpOfferView {
  id: number;
  headline: string;
  description: string;
  product_name: string;
  image_url: string | null;
  /** What the bump adds to the total. */
  price_cents: number;
  /** The product's own price, shown struck through when higher. */
  original_price_cents: number;
}

export interface AppliedCouponView {
  code: string;
  /** '10%' or 'R$ 5,00'. */
  label: string;
  discount_cents: number;
  /** Applied without typing (auto-apply coupon). */
  automatic: boolean;
}

/**
 * What the buyer pays, in cents: total = subtotal + bump − discount + shipping + interest. The
 * payment terms (payment-terms.ts) depend on the method: PIX may take a discount, card
 * installments may add interest.
 */
export interface CheckoutTotals {
  subtotal_cents: number;
  bump_cents: number;
  /** Every discount: the coupon's and, by PIX, the PIX discount. */
  discount_cents: number;
  /** The PIX discount's part of `discount_cents` (0 unless paying by PIX at a store that gives one). */
  pix_discount_cents: number;
  /** null while no shipping option is chosen (physical) or for digital products. */
  shipping_cents: number | null;
  /** The card installments' interest (0 without). */
  interest_cents: number;
  total_cents: number;
  /** By card: the plan the total includes; null for PIX and boleto. */
  installments: InstallmentPlan | null;
}

export interface TestimonialView {
  name: string;
  text: string;
  photo_url: string | null;
}

export interface CheckoutMessage {
  tone: 'danger' | 'success' | 'info';
  text: string;
}

/** Submit buttons carry one of these as `action`. */
export const CHECKOUT_ACTIONS = [
  'next',
  'back',
  'update',
  'apply_coupon',
  'remove_coupon',
  'pay',
  /** 'Buscar CEP': fills the address from the CEP (the no-JavaScript path of the lookup). */
  'lookup_cep',
] as const;
export type CheckoutAction = (typeof CHECKOUT_ACTIONS)[number];

export interface CheckoutChrome {
  store_name: string;
  settings: CheckoutSettings;
  /** Pagora's test-mode provider: show the 'Modo de teste' notice with TEST_CARDS. */
  test_mode: boolean;
  /**
   * The store's ad pixels. Absent (not null) when the store set none, so such a page carries no
   * byte of them: no loader, no data.
   */
  pixels?: PixelsView;
}

/**
 * What the checkout's pixel loader (a separate script, linked only when this is present) reads
 * from the embedded view:
 * each platform the store set, with the script to load, and what to report.
 */
export interface PixelsView {
  meta?: { pixel_id: string; script_url: string };
  /** GA4 and/or Google Ads ids; `ads_send_to` is 'AW-…/label' for the Purchase conversion. */
  google?: { tag_ids: string[]; ads_send_to: string | null; script_url: string };
  tiktok?: { pixel_id: string; script_url: string };
  /** The campaign parameters the buyer arrived with (kept on the checkout session). */
  utm?: Partial<Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content', string>>;
  /** Checkout page: what is being bought (ViewContent, InitiateCheckout, AddPaymentInfo). */
  content?: { name: string; value_cents: number };
  /**
   * Order page of an approved order: the Purchase. `event_id` is also the Conversions API's, so
   * Meta counts the browser's and the server's as one.
   */
  purchase?: { event_id: string; order_number: number; value_cents: number };
}

export interface CheckoutPageView extends CheckoutChrome {
  kind: 'checkout';
  /** preview: inside the builder's iframe; nothing is recorded and paying is disabled. */
  mode: 'live' | 'preview';
  /** The form posts here (application/x-www-form-urlencoded; with `Accept: application/json` it answers CheckoutPostResponse). */
  action_url: string;
  /** The main product (a cart's first line). */
  product: CheckoutProductView;
  /**
   * Every line sold, the main product first: one line in quantity 1 for a product link, a cart's
   * lines with their quantities for a cart handed off by a store's theme. The server always sends
   * it; when absent, the product alone in quantity 1. `totals.subtotal_cents` is their sum.
   */
  lines?: CheckoutLineView[];
  /** The steps of this checkout (delivery only when a line is a physical product). In 1-step mode all are shown at once. */
  steps: CheckoutStep[];
  /** The step shown (3-step mode). */
  step: CheckoutStep;
  /** Steps already completed (their data is saved). */
  completed_steps: CheckoutStep[];
  values: CheckoutFieldValues;
  errors: CheckoutErrors;
  /** Coupon feedback ('Cupom aplicado!', 'Cupom expirado.'). */
  coupon_message: CheckoutMessage | null;
  /** Form-level feedback (e.g. 'Pagamento recusado: saldo insuficiente.'). */
  message: CheckoutMessage | null;
  /** Offered, in the store's order with the preselected first. */
  payment_methods: PaymentMethod[];
  shipping_options: ShippingChoice[];
  /**
   * The address lookup the page calls as the buyer types a CEP (`<url>/<8 digits>`, answers
   * CepLookupResponse); absent in the builder's preview.
   */
  cep_lookup_url?: string;
  /** How the last 'Buscar CEP' went (no-JavaScript path); absent or null otherwise. */
  cep_status?: CepLookupStatus | null;
  bump: BumpOfferView | null;
  coupon: AppliedCouponView | null;
  totals: CheckoutTotals;
  testimonials: TestimonialView[];
  /** When the scarcity timer runs out (ISO), null when disabled. */
  timer_ends_at: string | null;
  /** Idempotency key of the next payment attempt (hidden field `attempt_key`). */
  attempt_key: string;
  /** The card's plans for this checkout's amount, 1x first (the installments field offers only these). */
  installment_options: InstallmentOption[];
  /** The store's PIX discount and the total paying by PIX; null when the store gives none. */
  pix_discount: PixOffer | null;
  /**
   * The store's card gateway when it tokenizes cards in the buyer's browser: the page loads the
   * provider's script and posts only the token (`card_token`, `card_brand`, `card_last4`…), never
   * the number, expiry or CVV. null: test mode's own card form.
   */
  card_tokenizer: CardTokenizerView | null;
  /**
   * 'Fale conosco no WhatsApp': a wa.me link to the store's WhatsApp with a message naming the store
   * and the product; absent or null when the store has none.
   */
  support_whatsapp_url?: string | null;
}

/** Gateways whose script turns the buyer's card into a single-use token in the browser. */
export const CARD_TOKENIZER_PROVIDERS = ['mercadopago', 'pagarme'] as const;
export type CardTokenizerProvider = (typeof CARD_TOKENIZER_PROVIDERS)[number];

export interface CardTokenizerView {
  provider: CardTokenizerProvider;
  /** The account's public key (Mercado Pago `APP_USR-…`/`TEST-…`, Pagar.me `pk_…`). */
  public_key: string;
  /** MercadoPago.js v2 or Pagar.me's tokenizecard.js; loaded only on pages that take a card. */
  script_url: string;
  /**
   * The card contingency's tokenizer, when the store has one. A token is valid only at the gateway
   * that made it, so the page tokenizes the same card at both; the card fields are then the page's
   * own inputs (both scripts must read them), never Mercado Pago's iframes.
   */
  contingency?: Omit<CardTokenizerView, 'contingency'> | null;
}

/**
 * What the hydrated page posts for a card when the store has a tokenizer, besides `card_holder` and
 * `installments`. Card number, expiry and CVV never leave the provider's fields.
 */
export const CARD_TOKEN_FIELDS = [
  'card_token',
  'card_brand',
  'card_last4',
  'card_payment_method_id',
  'card_issuer_id',
] as const;

/** The fields of test mode's own card form, refused when the store tokenizes in the browser. */
export const RAW_CARD_FIELDS = ['card_number', 'card_expiry', 'card_cvv'] as const;

/**
 * Where an order stands. A new order is 'pending'; which status may follow which is a table on the
 * server (orders/lifecycle.ts), so an order never jumps, say, from refused to refunded.
 */
export type OrderStatus =
  | 'pending'
  | 'approved'
  | 'refused'
  | 'refunded'
  | 'partially_refunded'
  | 'chargeback'
  | 'cancelled'
  | 'expired';
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovado',
  refused: 'Recusado',
  refunded: 'Reembolsado',
  partially_refunded: 'Reembolsado parcialmente',
  chargeback: 'Chargeback',
  cancelled: 'Cancelado',
  expired: 'Expirado',
};

export interface OrderItemView {
  name: string;
  quantity: number;
  unit_price_cents: number;
  kind: 'product' | 'bump' | 'upsell';
}

export interface UpsellOfferView {
  headline: string;
  description: string;
  product_name: string;
  image_url: string | null;
  price_cents: number;
  original_price_cents: number;
  /** POST here with action=accept|decline. */
  action_url: string;
}

export interface OrderResultView extends CheckoutChrome {
  kind: 'order';
  order: {
    number: number;
    status: OrderStatus;
    payment_method: PaymentMethod;
    items: OrderItemView[];
    totals: CheckoutTotals;
    created_at: string;
    buyer_email: string;
    pix: { payload: string; qr_svg: string; expires_at: string } | null;
    boleto: {
      digitable_line: string;
      barcode: string;
      due_date: string;
      /**
       * The print/PDF button's link: the provider's PDF when it gives one (the server looks it up
       * and redirects), else a printable page with the digitable line and the barcode.
       */
      print_url: string;
    } | null;
    card: { brand: CardBrand; last4: string; installments: number } | null;
    /** Why the payment was refused, in Portuguese. */
    refusal_reason: string | null;
  };
  /** JSON { status: OrderStatus } for the pending PIX/boleto page to poll. */
  status_url: string;
  /** After an approved payment: where the store sends the buyer (shown with a countdown). */
  redirect_url: string | null;
  /** One-click upsell offered after an approved payment, before the thank-you. */
  upsell: UpsellOfferView | null;
  /** Back to the checkout with the data kept (refused payments). */
  retry_url: string;
}

export type CheckoutView = CheckoutPageView | OrderResultView;

/** JSON answers of the checkout's POSTs to a hydrated page. */
export type CheckoutPostResponse = { view: CheckoutPageView } | { redirect: string };

/** GET status_url */
export interface OrderStatusResponse {
  status: OrderStatus;
}

/** Interleaved 2 of 5 (the boleto's barcode): narrow/wide bars and spaces per digit pair. */
const ITF_PATTERNS = [
  'nnwwn',
  'wnnnw',
  'nwnnw',
  'wwnnn',
  'nnwnw',
  'wnwnn',
  'nwwnn',
  'nnnww',
  'wnnwn',
  'nwnwn',
];
const ITF_NARROW = 1;
const ITF_WIDE = 3;

/**
 * The bars of a boleto's 44-digit barcode in Interleaved 2 of 5, as FEBRABAN prints it: each bar's
 * x and width in narrow-bar units, and the whole width. Empty for anything but 44 digits. Drawn
 * by the checkout's boleto and by the printable boleto page alike.
 */
export function boletoBars(digits: string): { bars: { x: number; width: number }[]; width: number } {
  if (!/^\d{44}$/.test(digits)) return { bars: [], width: 0 };
  const widths: number[] = [ITF_NARROW, ITF_NARROW, ITF_NARROW, ITF_NARROW]; // start: bar, space, bar, space
  for (let i = 0; i < digits.length; i += 2) {
    const bars = ITF_PATTERNS[Number(digits[i])]!;
    const spaces = ITF_PATTERNS[Number(digits[i + 1])]!;
    for (let k = 0; k < 5; k++)
      widths.push(bars[k] === 'w' ? ITF_WIDE : ITF_NARROW, spaces[k] === 'w' ? ITF_WIDE : ITF_NARROW);
  }
  widths.push(ITF_WIDE, ITF_NARROW, ITF_NARROW); // stop: bar, space, bar
  const bars: { x: number; width: number }[] = [];
  let x = 0;
  widths.forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, width: x };
}

// ─── The store's WhatsApp ───────────────────────────────────────────────────────────────────────

export const SUPPORT_WHATSAPP_INVALID_MESSAGE =
  'WhatsApp de atendimento inválido: informe um celular com DDD, por exemplo (11) 98765-4321.';

/**
 * The store's own WhatsApp for the checkout's 'Fale conosco no WhatsApp': a Brazilian mobile (DDD,
 * then 9 and eight digits, with or without the country code 55) as WhatsApp's click-to-chat wants
 * it, digits only ('5511987654321'; https://faq.whatsapp.com/5913398998672934), or null.
 */
export function supportWhatsappNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = digitsOnly(phone).replace(/^0+/, '');
  const national = /^55\d{11}$/.test(digits) ? digits.slice(2) : digits;
  return /^[1-9]{2}9\d{8}$/.test(national) ? `55${national}` : null;
}

/** The message of a typed support WhatsApp, or null when it is fine (empty means none). */
export function supportWhatsappError(phone: string): string | null {
  if (phone.trim() === '') return null;
  return supportWhatsappNumber(phone) ? null : SUPPORT_WHATSAPP_INVALID_MESSAGE;
}

/**
 * 'Fale conosco no WhatsApp' of a product's checkout: wa.me with a short message naming the product
 * and the store; null when the store set no (valid) number.
 */
export function supportWhatsappUrl(phone: string, storeName: string, productName: string): string | null {
  const number = supportWhatsappNumber(phone);
  if (!number) return null;
  const message = `Olá! Tenho uma dúvida sobre ${productName}, da loja ${storeName}.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
