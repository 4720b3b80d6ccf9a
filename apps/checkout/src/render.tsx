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

/**
 * A document as fixed text with values between: `template` (parts.length = values.length + 1) is
 * the same array, by identity, for every page that shares it (`shared`), so what is derived from
 * it once (its compressed form) can be kept beside it.
 */
export interface DocumentParts {
  template: readonly string[];
  values: readonly string[];
  shared: boolean;
}

/** The server joins the parts itself when it needs the text whole. */
export interface DocumentRenderer {
  renderParts(view: CheckoutView, now?: Date): DocumentParts;
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
 * First views of a product differ only by their attempt key, their clock and the timer's end: such
 * a document is rendered once, as fixed text around those values, and reused (and the server
 * compresses its fixed text once too). The timer is part of the cache key as the seconds it
 * shows, so a page never shows another page's countdown. Views holding anything a buyer typed
 * are always rendered afresh (and never kept in memory).
 */
const TEMPLATE_CACHE_LIMIT = 200;
const templateCache = new Map<string, DocumentTemplate>();

/** Where each per-request value goes: placeholders rendered into the document, then cut out. */
const SLOT_TEXT = {
  attemptHtml: 'pagora-slot-attempt-html',
  attemptJson: 'pagora-slot-attempt-json',
  timerJson: 'pagora-slot-timer-json',
  nowJson: 'pagora-slot-now-json',
} as const;
type Slot = keyof typeof SLOT_TEXT;
const SLOT_PATTERN = new RegExp(
  `${SLOT_TEXT.attemptHtml}|"(${SLOT_TEXT.attemptJson}|${SLOT_TEXT.timerJson}|${SLOT_TEXT.nowJson})"`,
  'g',
);
const SLOT_BY_TEXT = new Map<string, Slot>(
  Object.entries(SLOT_TEXT).map(([slot, text]): [string, Slot] => [text, slot as Slot]),
);

interface DocumentTemplate {
  parts: readonly string[];
  slots: readonly Slot[];
}

const isFirstView = (view: CheckoutPageView) =>
  view.completed_steps.length === 0 &&
  view.message === null &&
  view.coupon_message === null &&
  Object.keys(view.errors).length === 0 &&
  [view.values.name, view.values.email, view.values.phone, view.values.cpf, view.values.cep].every(
    (value) => !value,
  );

/** Cuts a document rendered with the slots' placeholders into its fixed parts. */
function templateOf(document: string): DocumentTemplate {
  const parts: string[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (const match of document.matchAll(SLOT_PATTERN)) {
    parts.push(document.slice(from, match.index));
    slots.push(SLOT_BY_TEXT.get(match[1] ?? match[0])!);
    from = match.index + match[0].length;
  }
  parts.push(document.slice(from));
  return { parts, slots };
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

  const checkoutDocument = (view: CheckoutView, payload: HydrationPayload, markup: string) =>
    documentFor({
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

  /** A first view's template: rendered with placeholders where its per-request values go. */
  const firstViewTemplate = (view: CheckoutPageView, now: string): DocumentTemplate => {
    const secondsLeft = view.timer_ends_at
      ? Math.max(0, Math.ceil((Date.parse(view.timer_ends_at) - Date.parse(now)) / 1000))
      : null;
    const key = JSON.stringify({ ...view, attempt_key: '', timer_ends_at: secondsLeft });
    let template = templateCache.get(key);
    if (template === undefined) {
      const markup = renderToString(
        <CheckoutFormRoot initialView={{ ...view, attempt_key: SLOT_TEXT.attemptHtml }} now={now} />,
      );
      const payload: HydrationPayload = {
        view: {
          ...view,
          attempt_key: SLOT_TEXT.attemptJson,
          timer_ends_at: view.timer_ends_at === null ? null : SLOT_TEXT.timerJson,
        },
        now: SLOT_TEXT.nowJson,
      };
      template = templateOf(checkoutDocument(view, payload, markup));
      if (templateCache.size >= TEMPLATE_CACHE_LIMIT) templateCache.clear();
      templateCache.set(key, template);
    }
    return template;
  };

  const renderParts = (view: CheckoutView, now = new Date()): DocumentParts => {
    const payload: HydrationPayload = { view, now: now.toISOString() };
    if (view.kind === 'order' || !isFirstView(view)) {
      const markup =
        view.kind === 'order'
          ? renderToString(<OrderRoot initialView={view} now={payload.now} />)
          : renderToString(<CheckoutFormRoot initialView={view} now={payload.now} />);
      return { template: [checkoutDocument(view, payload, markup)], values: [], shared: false };
    }
    const template = firstViewTemplate(view, payload.now);
    const valueFor: Record<Slot, () => string> = {
      attemptHtml: () => escapeHtml(view.attempt_key),
      attemptJson: () => scriptJson(view.attempt_key),
      timerJson: () => scriptJson(view.timer_ends_at),
      nowJson: () => scriptJson(payload.now),
    };
    return { template: template.parts, values: template.slots.map((slot) => valueFor[slot]()), shared: true };
  };

  return {
    renderParts,
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
