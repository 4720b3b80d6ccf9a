import {
  applyCheckoutTemplate,
  type CheckoutPageView,
  type CheckoutSettings,
  type CheckoutSettingsPatch,
  type CheckoutTemplateId,
  type CheckoutTotals,
  DEFAULT_CHECKOUT_SETTINGS,
  mergeCheckoutSettings,
  type OrderResultView,
  pricePayment,
} from '@pagora/contract/checkout-core';

/*
 * Typed fixtures for the checkout's stories: a coffee roaster's checkout built from the real
 * defaults and template presets. Images are inline SVGs so stories render offline.
 */

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The server's time for every story (the scarcity timer and PIX expiry count from it). */
export const NOW = '2026-11-20T15:00:00.000Z';

export const productImage = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#f3e9dc"/>' +
    '<path d="M38 28h44l6 12v58a6 6 0 0 1-6 6H38a6 6 0 0 1-6-6V40z" fill="#6b3f24"/>' +
    '<path d="M38 28h44l6 12H32z" fill="#4a2a17"/><rect x="40" y="54" width="40" height="30" rx="4" fill="#f3e9dc"/>' +
    '<ellipse cx="60" cy="69" rx="8" ry="11" fill="#6b3f24"/><path d="M60 58c-3 6 3 16 0 22" stroke="#f3e9dc" stroke-width="2" fill="none"/></svg>',
);

export const bumpImage = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#e6eef2"/>' +
    '<rect x="30" y="38" width="48" height="54" rx="6" fill="#1f3b4d"/><path d="M78 50h8a10 10 0 0 1 0 20h-8" stroke="#1f3b4d" stroke-width="7" fill="none"/>' +
    '<ellipse cx="54" cy="40" rx="24" ry="5" fill="#2e5870"/><path d="M46 22c-4 6 4 8 0 14M58 20c-4 6 4 8 0 14" stroke="#8aa4b3" stroke-width="3" fill="none" stroke-linecap="round"/></svg>',
);

export const upsellImage = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#efe7f7"/>' +
    '<path d="M44 24h32v14l10 12v44a6 6 0 0 1-6 6H40a6 6 0 0 1-6-6V50l10-12z" fill="#5b3a86"/>' +
    '<rect x="44" y="18" width="32" height="10" rx="3" fill="#3f2560"/><rect x="42" y="58" width="36" height="24" rx="3" fill="#efe7f7"/></svg>',
);

export const avatarImage = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#c7d2fe"/>' +
    '<circle cx="40" cy="32" r="14" fill="#4338ca"/><path d="M14 78c2-16 13-24 26-24s24 8 26 24z" fill="#4338ca"/></svg>',
);

export const logoImage = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 40" width="180" height="40">' +
    '<ellipse cx="18" cy="20" rx="11" ry="15" fill="#6b3f24" transform="rotate(25 18 20)"/>' +
    '<path d="M14 8c6 8-2 16 6 25" stroke="#f3e9dc" stroke-width="2.5" fill="none"/>' +
    '<text x="38" y="27" font-family="Georgia, serif" font-size="20" font-weight="700" fill="#3b2416">Café da Serra</text></svg>',
);

export const bannerImage = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 728 90"><defs><linearGradient id="g" x1="0" x2="1">' +
    '<stop offset="0" stop-color="#3b2416"/><stop offset="1" stop-color="#8a5a36"/></linearGradient></defs>' +
    '<rect width="728" height="90" fill="url(#g)"/><circle cx="660" cy="45" r="70" fill="#f3e9dc" opacity=".08"/>' +
    '<text x="32" y="42" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#fff">Torra da semana: Bourbon Amarelo</text>' +
    '<text x="32" y="68" font-family="Arial, sans-serif" font-size="15" fill="#f3e9dc">Moído na hora do envio · frete grátis para todo o Brasil</text></svg>',
);

/** A QR Code of the fixture PIX payload, exactly as the server's qrSvg() makes it. */
export const pixQrSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 53 53" role="img" shape-rendering="crispEdges"><title>QR Code PIX</title><rect width="53" height="53" fill="#fff"/><path fill="#000" d="M4 4h7v1h-7zM13 4h1v1h-1zM16 4h7v1h-7zM24 4h1v1h-1zM27 4h9v1h-9zM37 4h1v1h-1zM40 4h1v1h-1zM42 4h7v1h-7zM4 5h1v1h-1zM10 5h1v1h-1zM14 5h2v1h-2zM18 5h2v1h-2zM22 5h1v1h-1zM24 5h1v1h-1zM30 5h4v1h-4zM37 5h1v1h-1zM39 5h1v1h-1zM42 5h1v1h-1zM48 5h1v1h-1zM4 6h1v1h-1zM6 6h3v1h-3zM10 6h1v1h-1zM12 6h1v1h-1zM14 6h4v1h-4zM23 6h1v1h-1zM26 6h3v1h-3zM30 6h1v1h-1zM32 6h1v1h-1zM39 6h1v1h-1zM42 6h1v1h-1zM44 6h3v1h-3zM48 6h1v1h-1zM4 7h1v1h-1zM6 7h3v1h-3zM10 7h1v1h-1zM12 7h3v1h-3zM16 7h1v1h-1zM18 7h4v1h-4zM23 7h1v1h-1zM26 7h1v1h-1zM30 7h4v1h-4zM37 7h1v1h-1zM39 7h2v1h-2zM42 7h1v1h-1zM44 7h3v1h-3zM48 7h1v1h-1zM4 8h1v1h-1zM6 8h3v1h-3zM10 8h1v1h-1zM12 8h2v1h-2zM15 8h1v1h-1zM17 8h1v1h-1zM19 8h1v1h-1zM21 8h8v1h-8zM31 8h4v1h-4zM37 8h4v1h-4zM42 8h1v1h-1zM44 8h3v1h-3zM48 8h1v1h-1zM4 9h1v1h-1zM10 9h1v1h-1zM12 9h2v1h-2zM15 9h1v1h-1zM18 9h1v1h-1zM21 9h1v1h-1zM24 9h1v1h-1zM28 9h1v1h-1zM31 9h1v1h-1zM36 9h2v1h-2zM42 9h1v1h-1zM48 9h1v1h-1zM4 10h7v1h-7zM12 10h1v1h-1zM14 10h1v1h-1zM16 10h1v1h-1zM18 10h1v1h-1zM20 10h1v1h-1zM22 10h1v1h-1zM24 10h1v1h-1zM26 10h1v1h-1zM28 10h1v1h-1zM30 10h1v1h-1zM32 10h1v1h-1zM34 10h1v1h-1zM36 10h1v1h-1zM38 10h1v1h-1zM40 10h1v1h-1zM42 10h7v1h-7zM12 11h1v1h-1zM14 11h6v1h-6zM23 11h2v1h-2zM28 11h1v1h-1zM31 11h1v1h-1zM34 11h1v1h-1zM37 11h1v1h-1zM39 11h2v1h-2zM4 12h1v1h-1zM6 12h5v1h-5zM13 12h1v1h-1zM19 12h1v1h-1zM21 12h1v1h-1zM23 12h10v1h-10zM34 12h2v1h-2zM38 12h1v1h-1zM42 12h5v1h-5zM8 13h2v1h-2zM11 13h2v1h-2zM15 13h1v1h-1zM20 13h1v1h-1zM22 13h1v1h-1zM24 13h2v1h-2zM27 13h3v1h-3zM32 13h2v1h-2zM36 13h5v1h-5zM7 14h2v1h-2zM10 14h5v1h-5zM16 14h3v1h-3zM22 14h2v1h-2zM25 14h1v1h-1zM28 14h1v1h-1zM31 14h1v1h-1zM34 14h1v1h-1zM36 14h1v1h-1zM44 14h2v1h-2zM5 15h2v1h-2zM9 15h1v1h-1zM12 15h1v1h-1zM14 15h3v1h-3zM20 15h2v1h-2zM27 15h2v1h-2zM31 15h2v1h-2zM34 15h4v1h-4zM40 15h1v1h-1zM43 15h2v1h-2zM46 15h1v1h-1zM5 16h1v1h-1zM7 16h2v1h-2zM10 16h6v1h-6zM20 16h1v1h-1zM22 16h2v1h-2zM25 16h2v1h-2zM28 16h1v1h-1zM34 16h2v1h-2zM38 16h6v1h-6zM46 16h1v1h-1zM5 17h2v1h-2zM8 17h2v1h-2zM14 17h2v1h-2zM17 17h1v1h-1zM20 17h1v1h-1zM22 17h1v1h-1zM26 17h1v1h-1zM29 17h1v1h-1zM34 17h5v1h-5zM43 17h2v1h-2zM46 17h1v1h-1zM6 18h2v1h-2zM10 18h2v1h-2zM13 18h3v1h-3zM20 18h1v1h-1zM22 18h1v1h-1zM25 18h4v1h-4zM31 18h1v1h-1zM33 18h2v1h-2zM36 18h1v1h-1zM39 18h1v1h-1zM44 18h1v1h-1zM46 18h3v1h-3zM4 19h1v1h-1zM7 19h2v1h-2zM11 19h1v1h-1zM13 19h3v1h-3zM18 19h2v1h-2zM22 19h3v1h-3zM26 19h1v1h-1zM28 19h2v1h-2zM31 19h1v1h-1zM34 19h5v1h-5zM41 19h1v1h-1zM43 19h4v1h-4zM5 20h1v1h-1zM7 20h1v1h-1zM9 20h4v1h-4zM14 20h1v1h-1zM16 20h5v1h-5zM22 20h1v1h-1zM24 20h2v1h-2zM27 20h1v1h-1zM32 20h2v1h-2zM36 20h2v1h-2zM39 20h2v1h-2zM42 20h1v1h-1zM45 20h2v1h-2zM4 21h1v1h-1zM7 21h1v1h-1zM9 21h1v1h-1zM11 21h5v1h-5zM17 21h1v1h-1zM19 21h3v1h-3zM23 21h1v1h-1zM25 21h1v1h-1zM29 21h4v1h-4zM34 21h4v1h-4zM40 21h1v1h-1zM46 21h1v1h-1zM6 22h1v1h-1zM8 22h1v1h-1zM10 22h1v1h-1zM12 22h6v1h-6zM20 22h2v1h-2zM24 22h1v1h-1zM30 22h1v1h-1zM33 22h2v1h-2zM36 22h1v1h-1zM38 22h2v1h-2zM42 22h3v1h-3zM48 22h1v1h-1zM6 23h1v1h-1zM8 23h2v1h-2zM11 23h2v1h-2zM15 23h2v1h-2zM25 23h2v1h-2zM31 23h1v1h-1zM35 23h1v1h-1zM43 23h3v1h-3zM47 23h1v1h-1zM5 24h8v1h-8zM16 24h1v1h-1zM21 24h8v1h-8zM30 24h5v1h-5zM36 24h1v1h-1zM38 24h7v1h-7zM47 24h1v1h-1zM4 25h1v1h-1zM6 25h1v1h-1zM8 25h1v1h-1zM12 25h2v1h-2zM15 25h2v1h-2zM18 25h1v1h-1zM22 25h1v1h-1zM24 25h1v1h-1zM28 25h1v1h-1zM30 25h2v1h-2zM33 25h3v1h-3zM37 25h1v1h-1zM39 25h2v1h-2zM44 25h1v1h-1zM46 25h2v1h-2zM5 26h1v1h-1zM7 26h2v1h-2zM10 26h1v1h-1zM12 26h2v1h-2zM16 26h1v1h-1zM22 26h1v1h-1zM24 26h1v1h-1zM26 26h1v1h-1zM28 26h1v1h-1zM31 26h1v1h-1zM33 26h1v1h-1zM35 26h1v1h-1zM37 26h2v1h-2zM40 26h1v1h-1zM42 26h1v1h-1zM44 26h2v1h-2zM7 27h2v1h-2zM12 27h2v1h-2zM15 27h3v1h-3zM19 27h6v1h-6zM28 27h1v1h-1zM30 27h1v1h-1zM32 27h1v1h-1zM37 27h1v1h-1zM40 27h1v1h-1zM44 27h1v1h-1zM46 27h3v1h-3zM4 28h9v1h-9zM14 28h2v1h-2zM17 28h2v1h-2zM20 28h1v1h-1zM22 28h9v1h-9zM34 28h3v1h-3zM40 28h5v1h-5zM4 29h3v1h-3zM8 29h1v1h-1zM11 29h1v1h-1zM14 29h2v1h-2zM18 29h1v1h-1zM21 29h4v1h-4zM28 29h3v1h-3zM33 29h1v1h-1zM39 29h2v1h-2zM43 29h1v1h-1zM5 30h2v1h-2zM8 30h1v1h-1zM10 30h1v1h-1zM12 30h2v1h-2zM19 30h3v1h-3zM24 30h1v1h-1zM26 30h1v1h-1zM28 30h1v1h-1zM31 30h1v1h-1zM34 30h3v1h-3zM38 30h2v1h-2zM41 30h1v1h-1zM44 30h2v1h-2zM48 30h1v1h-1zM5 31h1v1h-1zM11 31h5v1h-5zM18 31h6v1h-6zM25 31h2v1h-2zM32 31h1v1h-1zM34 31h2v1h-2zM37 31h1v1h-1zM40 31h1v1h-1zM43 31h2v1h-2zM46 31h3v1h-3zM6 32h6v1h-6zM13 32h2v1h-2zM18 32h2v1h-2zM26 32h5v1h-5zM34 32h1v1h-1zM38 32h1v1h-1zM40 32h2v1h-2zM44 32h2v1h-2zM4 33h4v1h-4zM14 33h2v1h-2zM17 33h2v1h-2zM20 33h3v1h-3zM24 33h1v1h-1zM28 33h1v1h-1zM31 33h1v1h-1zM34 33h4v1h-4zM39 33h1v1h-1zM41 33h2v1h-2zM46 33h1v1h-1zM48 33h1v1h-1zM6 34h1v1h-1zM8 34h1v1h-1zM10 34h2v1h-2zM14 34h1v1h-1zM18 34h2v1h-2zM21 34h1v1h-1zM23 34h1v1h-1zM25 34h1v1h-1zM28 34h1v1h-1zM30 34h4v1h-4zM37 34h1v1h-1zM40 34h1v1h-1zM43 34h1v1h-1zM48 34h1v1h-1zM4 35h1v1h-1zM6 35h4v1h-4zM14 35h1v1h-1zM18 35h3v1h-3zM22 35h4v1h-4zM27 35h1v1h-1zM29 35h1v1h-1zM31 35h2v1h-2zM34 35h4v1h-4zM39 35h2v1h-2zM42 35h4v1h-4zM6 36h5v1h-5zM13 36h2v1h-2zM17 36h1v1h-1zM23 36h1v1h-1zM31 36h3v1h-3zM35 36h1v1h-1zM37 36h2v1h-2zM42 36h1v1h-1zM45 36h2v1h-2zM4 37h1v1h-1zM6 37h1v1h-1zM8 37h1v1h-1zM12 37h1v1h-1zM14 37h1v1h-1zM16 37h1v1h-1zM18 37h1v1h-1zM22 37h2v1h-2zM26 37h2v1h-2zM29 37h3v1h-3zM34 37h3v1h-3zM38 37h5v1h-5zM44 37h1v1h-1zM47 37h2v1h-2zM8 38h1v1h-1zM10 38h3v1h-3zM16 38h3v1h-3zM21 38h1v1h-1zM23 38h1v1h-1zM25 38h1v1h-1zM31 38h1v1h-1zM33 38h2v1h-2zM36 38h2v1h-2zM39 38h2v1h-2zM42 38h2v1h-2zM48 38h1v1h-1zM5 39h4v1h-4zM12 39h1v1h-1zM14 39h1v1h-1zM18 39h2v1h-2zM21 39h3v1h-3zM27 39h2v1h-2zM30 39h1v1h-1zM34 39h4v1h-4zM41 39h1v1h-1zM43 39h3v1h-3zM47 39h2v1h-2zM4 40h1v1h-1zM7 40h2v1h-2zM10 40h4v1h-4zM15 40h3v1h-3zM19 40h1v1h-1zM21 40h1v1h-1zM24 40h10v1h-10zM35 40h1v1h-1zM37 40h1v1h-1zM40 40h7v1h-7zM48 40h1v1h-1zM12 41h2v1h-2zM15 41h6v1h-6zM22 41h3v1h-3zM28 41h1v1h-1zM32 41h1v1h-1zM34 41h1v1h-1zM39 41h2v1h-2zM44 41h3v1h-3zM4 42h7v1h-7zM15 42h3v1h-3zM19 42h1v1h-1zM23 42h2v1h-2zM26 42h1v1h-1zM28 42h1v1h-1zM31 42h1v1h-1zM33 42h4v1h-4zM38 42h1v1h-1zM40 42h1v1h-1zM42 42h1v1h-1zM44 42h3v1h-3zM4 43h1v1h-1zM10 43h1v1h-1zM12 43h1v1h-1zM14 43h1v1h-1zM18 43h2v1h-2zM21 43h1v1h-1zM24 43h1v1h-1zM28 43h1v1h-1zM34 43h1v1h-1zM37 43h1v1h-1zM40 43h1v1h-1zM44 43h1v1h-1zM46 43h1v1h-1zM48 43h1v1h-1zM4 44h1v1h-1zM6 44h3v1h-3zM10 44h1v1h-1zM12 44h4v1h-4zM19 44h1v1h-1zM22 44h1v1h-1zM24 44h6v1h-6zM31 44h1v1h-1zM35 44h2v1h-2zM38 44h1v1h-1zM40 44h5v1h-5zM46 44h1v1h-1zM48 44h1v1h-1zM4 45h1v1h-1zM6 45h3v1h-3zM10 45h1v1h-1zM12 45h2v1h-2zM15 45h1v1h-1zM17 45h1v1h-1zM20 45h3v1h-3zM25 45h1v1h-1zM30 45h1v1h-1zM32 45h3v1h-3zM36 45h2v1h-2zM39 45h2v1h-2zM46 45h1v1h-1zM4 46h1v1h-1zM6 46h3v1h-3zM10 46h1v1h-1zM12 46h2v1h-2zM17 46h2v1h-2zM21 46h1v1h-1zM23 46h1v1h-1zM28 46h1v1h-1zM31 46h2v1h-2zM34 46h1v1h-1zM38 46h2v1h-2zM41 46h1v1h-1zM43 46h1v1h-1zM45 46h1v1h-1zM4 47h1v1h-1zM10 47h1v1h-1zM13 47h2v1h-2zM16 47h2v1h-2zM19 47h3v1h-3zM24 47h3v1h-3zM28 47h1v1h-1zM31 47h1v1h-1zM34 47h5v1h-5zM40 47h1v1h-1zM42 47h2v1h-2zM46 47h2v1h-2zM4 48h7v1h-7zM12 48h1v1h-1zM14 48h1v1h-1zM16 48h1v1h-1zM20 48h1v1h-1zM23 48h1v1h-1zM26 48h1v1h-1zM28 48h1v1h-1zM31 48h1v1h-1zM34 48h2v1h-2zM39 48h3v1h-3zM43 48h1v1h-1z"/></svg>';

export const pixPayload =
  '00020126450014br.gov.bcb.pix0123loja@cafedaserra.com.br520400005303986540589.905802BR5913Cafe da Serra6009Sao Paulo62110507PGR1042630410AB';

export const boletoBarcode = '00096163900000089900000000000000000000001043';
export const boletoLine = '00090.00001 00000.000000 00000.010439 6 16390000008990';

// ─── Settings ───────────────────────────────────────────────────────────────────────────────────

/** The store's settings as saved: defaults plus a PIX key, support e-mail and a footer line. */
export const storeSettings: CheckoutSettings = mergeCheckoutSettings(DEFAULT_CHECKOUT_SETTINGS, {
  options: { pix_key: 'loja@cafedaserra.com.br', pix_merchant_name: 'Cafe da Serra', pix_city: 'Sao Paulo' },
  footer: {
    text: 'Café da Serra Torrefação Ltda. · CNPJ 12.345.678/0001-90',
    support_email: 'ajuda@cafedaserra.com.br',
  },
});

export const settingsWith = (patch: CheckoutSettingsPatch, base: CheckoutSettings = storeSettings) =>
  mergeCheckoutSettings(base, patch);

/** A template preset applied to the store's settings, as choosing it in the builder does. */
export const templateSettings = (template: CheckoutTemplateId) =>
  applyCheckoutTemplate(storeSettings, template);

// ─── Checkout page views ────────────────────────────────────────────────────────────────────────

export const physicalProduct: CheckoutPageView['product'] = {
  name: 'Café Especial Bourbon Amarelo — 1 kg',
  description:
    'Grãos 100% arábica da Serra da Mantiqueira, torra média, notas de caramelo e laranja. Moído na hora do envio.',
  price_cents: 8990,
  image_url: productImage,
  type: 'physical',
};

export const digitalProduct: CheckoutPageView['product'] = {
  name: 'Curso Barista em Casa',
  description: '12 aulas em vídeo para preparar cafés especiais com o que você já tem na cozinha.',
  price_cents: 19700,
  image_url: null,
  type: 'digital',
};

/** A cart handed off by the store's theme: 2 × the coffee, 3 × filters and the course (R$ 415,50). */
export const cartLines: NonNullable<CheckoutPageView['lines']> = [
  {
    name: physicalProduct.name,
    quantity: 2,
    unit_cents: 8990,
    total_cents: 17980,
    image_url: productImage,
    type: 'physical',
  },
  {
    name: 'Filtro de papel nº 103 (100 un.)',
    quantity: 3,
    unit_cents: 1290,
    total_cents: 3870,
    image_url: null,
    type: 'physical',
  },
  {
    name: digitalProduct.name,
    quantity: 1,
    unit_cents: 19700,
    total_cents: 19700,
    image_url: null,
    type: 'digital',
  },
];

export const shippingOptions: CheckoutPageView['shipping_options'] = [
  { id: 'pac', name: 'PAC', price_cents: 0, min_days: 5, max_days: 9 },
  { id: 'sedex', name: 'SEDEX', price_cents: 2490, min_days: 1, max_days: 3 },
];

/** The store's options and Melhor Envio's quoted services for the buyer's CEP (carrier set, 'me:' ids). */
export const quotedShippingOptions: CheckoutPageView['shipping_options'] = [
  ...shippingOptions,
  { id: 'me:1', name: 'PAC', carrier: 'Correios', price_cents: 2220, min_days: 5, max_days: 8 },
  { id: 'me:2', name: 'SEDEX', carrier: 'Correios', price_cents: 3880, min_days: 1, max_days: 3 },
  { id: 'me:3', name: '.Package', carrier: 'Jadlog', price_cents: 2590, min_days: 4, max_days: 6 },
];

export const bumpOffer: NonNullable<CheckoutPageView['bump']> = {
  id: 7,
  headline: 'Sim! Quero a caneca esmaltada com 46% de desconto',
  description: 'Caneca de ágata 350 ml, feita à mão. Só nesta compra.',
  product_name: 'Caneca esmaltada Serra',
  image_url: bumpImage,
  price_cents: 2690,
  original_price_cents: 4990,
};

export const testimonials: CheckoutPageView['testimonials'] = [
  {
    name: 'Mariana Albuquerque',
    text: 'O café chegou em dois dias, cheiroso e moído do jeito que pedi. Virei assinante!',
    photo_url: avatarImage,
  },
  {
    name: 'Rafael Tavares',
    text: 'Melhor café que já comprei pela internet. Atendimento excelente.',
    photo_url: null,
  },
];

export const emptyValues: CheckoutPageView['values'] = {
  name: '',
  email: '',
  phone: '',
  cpf: '',
  cep: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
  shipping_option_id: '',
  payment_method: 'pix',
  coupon_code: '',
  bump: false,
  card_holder: '',
  installments: '1',
};

export const filledValues: CheckoutPageView['values'] = {
  ...emptyValues,
  name: 'Ana Beatriz Souza',
  email: 'ana.souza@example.com',
  phone: '(11) 98765-4321',
  cpf: '529.982.247-25',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: 'Apto 42',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

export const appliedCoupon: NonNullable<CheckoutPageView['coupon']> = {
  code: 'CAFE10',
  label: '10%',
  discount_cents: 0,
  automatic: false,
};

/**
 * The server's arithmetic (checkout/pricing.ts, then the contract's payment terms), for coherent
 * fixtures: totals for the chosen method and installments, and the payment step's offers.
 */
function pricingFor(view: CheckoutPageView) {
  const bump = view.bump && view.values.bump ? view.bump.price_cents : 0;
  const subtotal = view.lines
    ? view.lines.reduce((sum, line) => sum + line.total_cents, 0)
    : view.product.price_cents;
  const base = subtotal + bump;
  const percent = view.coupon ? Number.parseInt(view.coupon.label, 10) : 0;
  const discount = view.coupon ? Math.floor((base * percent + 50) / 100) : 0;
  const choice = view.shipping_options.find((option) => option.id === view.values.shipping_option_id);
  const shipping = view.product.type === 'physical' && choice ? choice.price_cents : null;
  return pricePayment(
    { subtotal_cents: subtotal, bump_cents: bump, discount_cents: discount, shipping_cents: shipping },
    {
      method: view.values.payment_method,
      installments: Number.parseInt(view.values.installments || '1', 10) || 1,
    },
    view.settings.options,
  );
}

export interface CheckoutViewPatch extends Partial<Omit<CheckoutPageView, 'settings' | 'values'>> {
  settings?: CheckoutSettings;
  values?: Partial<CheckoutPageView['values']>;
}

/**
 * A checkout page view as the server renders it: the coffee product, both shipping options, the
 * bump and testimonials, on the first step; totals (and the coupon's discount) recomputed from the result.
 */
export function checkoutView(patch: CheckoutViewPatch = {}): CheckoutPageView {
  const settings = patch.settings ?? storeSettings;
  const { pix_key, payment_methods, preselected_payment } = settings.options;
  const product = patch.product ?? physicalProduct;
  const view: CheckoutPageView = {
    kind: 'checkout',
    store_name: 'Café da Serra',
    settings,
    test_mode: false,
    mode: 'live',
    action_url: '/c/12/cafe-bourbon-amarelo',
    product,
    steps: product.type === 'physical' ? ['personal', 'delivery', 'payment'] : ['personal', 'payment'],
    step: 'personal',
    completed_steps: [],
    errors: {},
    coupon_message: null,
    message: null,
    payment_methods: [
      preselected_payment,
      ...payment_methods.filter((m) => m !== preselected_payment),
    ].filter((m) => m !== 'pix' || pix_key !== ''),
    shipping_options: product.type === 'physical' ? shippingOptions : [],
    bump: bumpOffer,
    coupon: null,
    testimonials,
    timer_ends_at: null,
    attempt_key: 'f3b9c2d1-7a4e-4c1b-9b2e-5d8a6c0e1f42',
    card_tokenizer: null,
    installment_options: [],
    pix_discount: null,
    totals: {
      subtotal_cents: 0,
      bump_cents: 0,
      discount_cents: 0,
      pix_discount_cents: 0,
      shipping_cents: null,
      interest_cents: 0,
      total_cents: 0,
      installments: null,
    },
    ...patch,
    values: { ...emptyValues, payment_method: preselected_payment, ...patch.values },
  };
  const pricing = pricingFor(view);
  const totals = patch.totals ?? pricing.totals;
  const coupon = view.coupon && {
    ...view.coupon,
    discount_cents: totals.discount_cents - totals.pix_discount_cents,
  };
  return {
    ...view,
    coupon,
    totals,
    installment_options: patch.installment_options ?? pricing.installment_options,
    pix_discount: patch.pix_discount !== undefined ? patch.pix_discount : pricing.pix_discount,
    values: { ...view.values, installments: String(pricing.installments) },
  };
}

/** The three steps of the 3-step checkout, the earlier ones done and filled in. */
export const atStep = (step: CheckoutPageView['step'], patch: CheckoutViewPatch = {}) =>
  checkoutView({
    step,
    completed_steps: step === 'personal' ? [] : step === 'delivery' ? ['personal'] : ['personal', 'delivery'],
    ...patch,
    values: {
      ...(step === 'personal' ? {} : filledValues),
      ...(step === 'payment' ? { shipping_option_id: 'sedex' } : {}),
      ...patch.values,
    },
  });

// ─── Order result views ─────────────────────────────────────────────────────────────────────────

const orderTotals: CheckoutTotals = {
  subtotal_cents: 8990,
  bump_cents: 2690,
  discount_cents: 1168,
  pix_discount_cents: 0,
  shipping_cents: 0,
  interest_cents: 0,
  total_cents: 10512,
  installments: { count: 3, installment_cents: 3504 },
};

export function orderView(
  patch: Partial<OrderResultView['order']> = {},
  rest: Partial<OrderResultView> = {},
) {
  const view: OrderResultView = {
    kind: 'order',
    store_name: 'Café da Serra',
    settings: storeSettings,
    test_mode: false,
    order: {
      number: 1042,
      status: 'approved',
      payment_method: 'card',
      items: [
        {
          name: 'Café Especial Bourbon Amarelo — 1 kg',
          quantity: 1,
          unit_price_cents: 8990,
          kind: 'product',
        },
        { name: 'Caneca esmaltada Serra', quantity: 1, unit_price_cents: 2690, kind: 'bump' },
      ],
      totals: orderTotals,
      created_at: NOW,
      buyer_email: 'ana.souza@example.com',
      pix: null,
      boleto: null,
      card: { brand: 'visa', last4: '4242', installments: 3 },
      refusal_reason: null,
      ...patch,
    },
    status_url: '/c/12/pedido/tok_9f8e7d/status',
    redirect_url: null,
    upsell: null,
    retry_url: '/c/12/cafe-bourbon-amarelo?step=payment',
    ...rest,
  };
  return view;
}

const pixOrderTotals: CheckoutTotals = {
  subtotal_cents: 8990,
  bump_cents: 0,
  discount_cents: 0,
  pix_discount_cents: 0,
  shipping_cents: 0,
  interest_cents: 0,
  total_cents: 8990,
  installments: null,
};
const singleItem: OrderResultView['order']['items'] = [
  { name: 'Café Especial Bourbon Amarelo — 1 kg', quantity: 1, unit_price_cents: 8990, kind: 'product' },
];

export const pendingPixOrder = orderView({
  status: 'pending',
  payment_method: 'pix',
  items: singleItem,
  totals: pixOrderTotals,
  card: null,
  pix: { payload: pixPayload, qr_svg: pixQrSvg, expires_at: '2026-11-20T15:30:00.000Z' },
});

export const pendingBoletoOrder = orderView({
  number: 1043,
  status: 'pending',
  payment_method: 'boleto',
  items: singleItem,
  totals: pixOrderTotals,
  card: null,
  boleto: {
    digitable_line: boletoLine,
    barcode: boletoBarcode,
    due_date: '2026-11-23',
    print_url: '/c/12/pedido/tok_9f8e7d/boleto',
  },
});

export const refusedOrder = orderView({
  status: 'refused',
  refusal_reason: 'Saldo insuficiente.',
  card: { brand: 'visa', last4: '9995', installments: 1 },
});

export const upsellOffer: NonNullable<OrderResultView['upsell']> = {
  headline: 'Espere! Leve o kit de cafés da semana por menos da metade',
  description: '3 pacotes de 250 g (Catuaí, Mundo Novo e Geisha), enviados junto com o seu pedido.',
  product_name: 'Kit Degustação Serra — 3 × 250 g',
  image_url: upsellImage,
  price_cents: 5990,
  original_price_cents: 12900,
  action_url: '/c/12/pedido/tok_9f8e7d/upsell',
};

/**
 * Story `beforeEach`: the page's clock stands still at NOW, so countdowns render the same in every
 * screenshot. Returns the cleanup that restores the real clock.
 */
export function freezeClock(): () => void {
  const realNow = Date.now;
  const fixed = Date.parse(NOW);
  Date.now = () => fixed;
  return () => {
    Date.now = realNow;
  };
}
