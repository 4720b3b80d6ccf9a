/**
 * The server-side entry (built to dist/server/render.js): whole HTML documents for the checkout's
 * views. The view travels to the browser as JSON beside the markup so the client bundle hydrates
 * exactly what was rendered, with the same `now`.
 */
import type { CheckoutPageView, CheckoutView } from '@pagora/contract/checkout-core';
import { loadAllCheckoutTexts, UnavailablePage } from '@pagora/ui/checkout';
import { renderToString } from 'react-dom/server';
import { CheckoutFormRoot } from './pages/CheckoutFormRoot.tsx';
import { OrderRoot } from './pages/OrderRoot.tsx';
import { type HydrationPayload, outageTitle, unavailableTitle } from './payload.ts';

// Every store's language must be ready before the first synchronous render.
await loadAllCheckoutTexts();

/** The files one kind of page needs: stylesheets to link, module chunks to preload. */
export interface PageAssets {
  styles: string[];
  preload: string[];
}

export interface DocumentAssets {
  /** The client entry (a module script). */
  script: string;
  /** The ad pixels' loader (a module script), linked only on pages whose view has `pixels`. */
  pixels: string;
  checkout: PageAssets;
  order: PageAssets;
  unavailable: PageAssets;
}

export interface DocumentRenderer {
  render(view: CheckoutView, now?: Date): string;
  renderUnavailable(): string;
  /** The 503 page while Pagora is briefly out of service (the database is unreachable or full). */
  renderOutage(): string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** JSON safe inside a <script> element: no '</script>', no HTML comment openers, no JS line separators. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * First views of a product differ only by their attempt key: their markup is rendered once and
 * reused, with the key put back. The timer is part of the cache key as the seconds it shows, so
 * a page never shows another page's countdown. Views holding anything a buyer typed are always
 * rendered afresh (and never kept in memory).
 */
const ATTEMPT_KEY_PLACEHOLDER = 'pagora-attempt-key';
const MARKUP_CACHE_LIMIT = 200;
const markupCache = new Map<string, string>();

const isFirstView = (view: CheckoutPageView) =>
  view.completed_steps.length === 0 &&
  view.message === null &&
  view.coupon_message === null &&
  Object.keys(view.errors).length === 0 &&
  [view.values.name, view.values.email, view.values.phone, view.values.cpf, view.values.cep].every(
    (value) => !value,
  );

function checkoutMarkup(view: CheckoutPageView, now: string): string {
  if (!isFirstView(view)) return renderToString(<CheckoutFormRoot initialView={view} now={now} />);
  const secondsLeft = view.timer_ends_at
    ? Math.max(0, Math.ceil((Date.parse(view.timer_ends_at) - Date.parse(now)) / 1000))
    : null;
  const key = JSON.stringify({ ...view, attempt_key: '', timer_ends_at: secondsLeft });
  let markup = markupCache.get(key);
  if (markup === undefined) {
    markup = renderToString(
      <CheckoutFormRoot initialView={{ ...view, attempt_key: ATTEMPT_KEY_PLACEHOLDER }} now={now} />,
    );
    if (markupCache.size >= MARKUP_CACHE_LIMIT) markupCache.clear();
    markupCache.set(key, markup);
  }
  return markup.replace(`value="${ATTEMPT_KEY_PLACEHOLDER}"`, `value="${escapeHtml(view.attempt_key)}"`);
}

const LANG_ATTRIBUTE = { pt: 'pt-BR', en: 'en', es: 'es', de: 'de', it: 'it', fr: 'fr' } as const;

function titleOf(view: CheckoutView): string {
  if (view.kind === 'checkout') return `${view.product.name} · ${view.store_name}`;
  return `Pedido nº ${view.order.number} · ${view.store_name}`;
}

/** Meta tags that make the page work without JavaScript: the thank-you redirect and the pending-payment refresh. */
function noScriptMeta(view: CheckoutView): string {
  if (view.kind !== 'order') return '';
  if (view.redirect_url && !view.upsell) {
    // With JavaScript the page counts down and navigates itself; two navigations would race.
    return `<noscript><meta http-equiv="refresh" content="5;url=${escapeHtml(view.redirect_url)}"></noscript>`;
  }
  if (view.order.status === 'pending') return '<noscript><meta http-equiv="refresh" content="10"></noscript>';
  return '';
}

export function createDocumentRenderer(assets: DocumentAssets): DocumentRenderer {
  const headFor = (page: PageAssets, withScript: boolean) =>
    [
      ...page.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
      ...(withScript ? [`<script type="module" src="${escapeHtml(assets.script)}"></script>`] : []),
      ...(withScript ? page.preload : []).map(
        (href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`,
      ),
    ].join('');
  const heads = {
    checkout: headFor(assets.checkout, true),
    order: headFor(assets.order, true),
    unavailable: headFor(assets.unavailable, false),
  };

  const documentFor = (options: {
    lang: string;
    title: string;
    themeColor: string;
    head: string;
    body: string;
  }) =>
    '<!doctype html>' +
    `<html lang="${options.lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="theme-color" content="${escapeHtml(options.themeColor)}">` +
    '<meta name="robots" content="noindex">' +
    `<title>${escapeHtml(options.title)}</title>${options.head}</head>` +
    `<body>${options.body}</body></html>`;

  return {
    render(view, now = new Date()) {
      const payload: HydrationPayload = { view, now: now.toISOString() };
      const markup =
        view.kind === 'order'
          ? renderToString(<OrderRoot initialView={view} now={payload.now} />)
          : checkoutMarkup(view, payload.now);
      return documentFor({
        lang: LANG_ATTRIBUTE[view.settings.options.language],
        title: titleOf(view),
        themeColor: view.settings.appearance.background_color,
        head:
          noScriptMeta(view) +
          heads[view.kind] +
          // Deferred like the entry (a module): it runs after parsing and loads the platforms lazily.
          (view.pixels ? `<script type="module" src="${escapeHtml(assets.pixels)}"></script>` : ''),
        body:
          `<div id="checkout-root">${markup}</div>` +
          `<script id="checkout-view" type="application/json">${scriptJson(payload)}</script>`,
      });
    },
    renderUnavailable() {
      // Static page: no script, no hydration payload.
      return documentFor({
        lang: 'pt-BR',
        title: unavailableTitle,
        themeColor: '#f4f5f7',
        head: heads.unavailable,
        body: `<div id="checkout-root">${renderToString(<UnavailablePage />)}</div>`,
      });
    },
    renderOutage() {
      // Static too, and rendered without the database: it is what answers when the database fails.
      return documentFor({
        lang: 'pt-BR',
        title: outageTitle,
        themeColor: '#f4f5f7',
        head: heads.unavailable,
        body: `<div id="checkout-root">${renderToString(<UnavailablePage reason="outage" />)}</div>`,
      });
    },
  };
}
