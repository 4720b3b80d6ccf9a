import { CHECKOUT_LANGUAGES, type CheckoutLanguage } from '@pagora/contract/checkout-core';
import { pt } from './i18n/pt.ts';
import type { CheckoutText } from './i18n/types.ts';

export type { CheckoutText } from './i18n/types.ts';

/*
 * Portuguese ships with the page; each other language is its own chunk, loaded only by stores
 * that use it (most checkouts never download them).
 */
const loaded: Partial<Record<CheckoutLanguage, CheckoutText>> = { pt };

const loaders: Record<CheckoutLanguage, () => Promise<CheckoutText>> = {
  pt: async () => pt,
  en: () => import('./i18n/en.ts').then((module) => module.en),
  es: () => import('./i18n/es.ts').then((module) => module.es),
  de: () => import('./i18n/de.ts').then((module) => module.de),
  it: () => import('./i18n/it.ts').then((module) => module.it),
  fr: () => import('./i18n/fr.ts').then((module) => module.fr),
};

/**
 * The checkout's labels in the store's language. Synchronous: Portuguese always, another language
 * once `loadCheckoutText` has loaded it (Portuguese until then). Server rendering and hydration
 * must load the page's language first so both render the same text.
 */
export function checkoutText(language: CheckoutLanguage = 'pt'): CheckoutText {
  return loaded[language] ?? pt;
}

export const isCheckoutTextLoaded = (language: CheckoutLanguage) => loaded[language] !== undefined;

/** Loads (once) a language's labels: `await` it before rendering or hydrating a page in that language. */
export async function loadCheckoutText(language: CheckoutLanguage): Promise<CheckoutText> {
  const text = loaded[language] ?? (await loaders[language]());
  loaded[language] = text;
  return text;
}

/** Every language at once, for the server (which renders any store's page). */
export const loadAllCheckoutTexts = () => Promise.all(CHECKOUT_LANGUAGES.map(loadCheckoutText));
