import {
  type CheckoutSettings,
  DEFAULT_CHECKOUT_SETTINGS,
  mergeCheckoutSettings,
  type PreviewProduct,
} from '@pagora/contract';

const svg = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`;

/** A wordmark logo (an upload in the app; inline here so stories load nothing). */
export const logoUrl = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><rect width="64" height="64" rx="14" fill="#16a34a"/><path d="M18 44V20h8v17h12v7z" fill="#fff"/><text x="78" y="41" font-family="sans-serif" font-size="22" font-weight="700" fill="#16a34a">Loja da Ana</text></svg>',
);

/** A 728×90 banner. */
export const bannerUrl = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="728" height="90" viewBox="0 0 728 90"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs><rect width="728" height="90" fill="url(#g)"/><text x="32" y="56" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff">Semana do Cliente: até 30% off</text></svg>',
);

/** A store that set up its checkout: logo, notice bar, PIX key, a 10-minute timer. */
export const storeSettings: CheckoutSettings = mergeCheckoutSettings(DEFAULT_CHECKOUT_SETTINGS, {
  header: { logo_url: logoUrl },
  notice_bar: { enabled: true, text: 'Frete grátis para todo o Brasil!' },
  content: { headline: 'Finalize sua compra' },
  scarcity: { minutes: 10 },
  options: {
    pix_key: 'contato@lojadaana.com.br',
    pix_merchant_name: 'Loja da Ana',
    pix_city: 'São Paulo',
  },
  footer: { text: 'Loja da Ana LTDA · CNPJ 12.345.678/0001-90', support_email: 'suporte@lojadaana.com.br' },
});

/** Never configured: the defaults (PIX on, no key yet). */
export const defaultSettings: CheckoutSettings = DEFAULT_CHECKOUT_SETTINGS;

/** Prices shown in euros beside the BRL total. */
export const euroSettings: CheckoutSettings = mergeCheckoutSettings(storeSettings, {
  options: { currency: 'EUR', currency_rate: 0.17, language: 'en' },
});

/** With a banner. */
export const bannerSettings: CheckoutSettings = mergeCheckoutSettings(storeSettings, {
  banner: { enabled: true, image_url: bannerUrl },
});

/** The preview never loads a real page in stories. */
const preview = (id: number, name: string): PreviewProduct => ({ id, name, preview_url: 'about:blank' });

export const previewProducts: PreviewProduct[] = [
  preview(128, 'Camiseta Básica Algodão Orgânico'),
  preview(124, 'E-book: Guia de Vendas Online'),
  preview(97, 'Caneca Esmaltada 350 ml'),
];

export const singleProduct: PreviewProduct[] = [preview(128, 'Camiseta Básica Algodão Orgânico')];
