/**
 * The ad pixels' loader: a separate entry, linked by the server only on pages of stores that set
 * a pixel (a store without one downloads none of this). It reads `pixels` from the view the page
 * embeds, reports the standard events through each platform's documented command queue (the
 * official snippets' stubs, so nothing is lost while the scripts load) and loads the platforms'
 * scripts only after the page has loaded, when the browser is idle: they never delay the first
 * paint. Their calls are the platforms' own:
 * - Meta Pixel (https://developers.facebook.com/docs/meta-pixel/get-started): `fbq('init', id)`,
 *   `fbq('track', name, data, { eventID })`;
 * - Google tag (https://developers.google.com/tag-platform/gtagjs/install and the GA4 ecommerce
 *   events, https://developers.google.com/analytics/devguides/collection/ga4/ecommerce):
 *   `gtag('config', id)`, `gtag('event', name, params)`;
 * - TikTok Pixel (https://business-api.tiktok.com/portal/docs?id=1739583652957185):
 *   `ttq.load(id)`, `ttq.page()`, `ttq.track(name, data, { event_id })`.
 * The campaign parameters (utm_*) of the landing URL are kept for the tab (sessionStorage), so
 * later steps and the order page still pass them: to Meta as event parameters, to Google in
 * `page_location`.
 */
import type { PixelsView } from '@pagora/contract/checkout-core';
import type { HydrationPayload } from '../payload.ts';

type Command = (...args: unknown[]) => void;

interface PixelWindow {
  fbq?: Command & {
    callMethod?: Command;
    queue: unknown[];
    push?: unknown;
    loaded?: boolean;
    version?: string;
  };
  _fbq?: unknown;
  dataLayer?: unknown[];
  gtag?: Command;
  TiktokAnalyticsObject?: string;
  ttq?: TikTokQueue;
}

interface TikTokQueue extends Array<unknown> {
  methods: string[];
  setAndDefer: (target: Record<string, unknown>, method: string) => void;
  instance: (id: string) => unknown;
  load: (id: string, options?: Record<string, unknown>) => void;
  page: Command;
  track: Command;
  _i: Record<string, unknown[] & { _u?: string }>;
  _t: Record<string, number>;
  _o: Record<string, Record<string, unknown>>;
  [method: string]: unknown;
}

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const UTM_STORAGE = 'pagora-utm';

function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The landing URL's utm_* (kept for the tab), or what the server kept on the order. */
function campaign(pixels: PixelsView): Record<string, string> {
  const fromUrl: Record<string, string> = {};
  const query = new URLSearchParams(window.location.search);
  for (const key of UTM_KEYS) {
    const value = query.get(key);
    if (value) fromUrl[key] = value;
  }
  const session = storage('sessionStorage');
  if (Object.keys(fromUrl).length > 0) {
    session?.setItem(UTM_STORAGE, JSON.stringify(fromUrl));
    return fromUrl;
  }
  if (pixels.utm && Object.keys(pixels.utm).length > 0) return pixels.utm as Record<string, string>;
  try {
    return JSON.parse(session?.getItem(UTM_STORAGE) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** Reais with two decimals, as the platforms take values. */
const reais = (cents: number) => Number((cents / 100).toFixed(2));

/** Adds `<script async src>`: used once per platform, after the page has loaded. */
function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function whenIdle(run: () => void): void {
  const later = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

export function startPixels(pixels: PixelsView, pageKind: 'checkout' | 'order'): void {
  const w = window as unknown as PixelWindow;
  const utm = campaign(pixels);
  const scripts: string[] = [];
  const senders: ((name: 'view' | 'begin' | 'payment' | 'purchase', data: EventData) => void)[] = [];

  if (pixels.meta) {
    // Meta's base code: a queue that fbevents.js drains once loaded.
    if (!w.fbq) {
      const fbq = function (this: unknown, ...args: unknown[]) {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue.push(args);
      } as NonNullable<PixelWindow['fbq']>;
      fbq.queue = [];
      fbq.push = fbq;
      fbq.loaded = true;
      fbq.version = '2.0';
      w.fbq = fbq;
      w._fbq ??= fbq;
    }
    const fbq = w.fbq;
    fbq('init', pixels.meta.pixel_id);
    fbq('track', 'PageView');
    scripts.push(pixels.meta.script_url);
    const names = {
      view: 'ViewContent',
      begin: 'InitiateCheckout',
      payment: 'AddPaymentInfo',
      purchase: 'Purchase',
    };
    senders.push((name, data) => {
      const params = {
        value: data.value,
        currency: 'BRL',
        ...(data.contentName ? { content_name: data.contentName } : {}),
        ...utm,
      };
      if (data.eventId) fbq('track', names[name], params, { eventID: data.eventId });
      else fbq('track', names[name], params);
    });
  }

  if (pixels.google) {
    w.dataLayer ??= [];
    const layer = w.dataLayer;
    // gtag.js reads the `arguments` objects themselves from the data layer.
    w.gtag ??= function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js requires the Arguments object, as in Google's snippet.
      layer.push(arguments);
    };
    const gtag = w.gtag;
    gtag('js', new Date());
    const location = new URL(window.location.href);
    for (const [key, value] of Object.entries(utm))
      if (!location.searchParams.has(key)) location.searchParams.set(key, value);
    for (const id of pixels.google.tag_ids) gtag('config', id, { page_location: location.href });
    const src = new URL(pixels.google.script_url, window.location.href);
    src.searchParams.set('id', pixels.google.tag_ids[0]!);
    scripts.push(src.href);
    const sendTo = pixels.google.ads_send_to;
    const names = {
      view: 'view_item',
      begin: 'begin_checkout',
      payment: 'add_payment_info',
      purchase: 'purchase',
    };
    senders.push((name, data) => {
      const items = data.contentName ? [{ item_name: data.contentName, price: data.value, quantity: 1 }] : [];
      gtag('event', names[name], {
        currency: 'BRL',
        value: data.value,
        ...(data.orderNumber !== undefined ? { transaction_id: String(data.orderNumber) } : {}),
        ...(items.length ? { items } : {}),
      });
      if (name === 'purchase' && sendTo) {
        gtag('event', 'conversion', {
          send_to: sendTo,
          value: data.value,
          currency: 'BRL',
          transaction_id: String(data.orderNumber),
        });
      }
    });
  }

  if (pixels.tiktok) {
    const scriptUrl = pixels.tiktok.script_url;
    // TikTok's base code: a queue with one deferred method per command, drained by events.js.
    w.TiktokAnalyticsObject = 'ttq';
    w.ttq ??= [] as unknown as TikTokQueue;
    const ttq = w.ttq;
    ttq.methods = [
      'page',
      'track',
      'identify',
      'instances',
      'debug',
      'on',
      'off',
      'once',
      'ready',
      'alias',
      'group',
      'enableCookie',
      'disableCookie',
      'holdConsent',
      'revokeConsent',
      'grantConsent',
    ];
    ttq.setAndDefer = (target, method) => {
      target[method] = (...args: unknown[]) => (target as unknown as unknown[]).push([method, ...args]);
    };
    for (const method of ttq.methods) ttq.setAndDefer(ttq as unknown as Record<string, unknown>, method);
    ttq.instance = (id) => {
      const instance = ttq._i[id] ?? [];
      for (const method of ttq.methods)
        ttq.setAndDefer(instance as unknown as Record<string, unknown>, method);
      return instance;
    };
    ttq.load = (id, options) => {
      ttq._i ??= {};
      ttq._i[id] = Object.assign([], { _u: scriptUrl });
      ttq._t ??= {};
      ttq._t[id] = Date.now();
      ttq._o ??= {};
      ttq._o[id] = options ?? {};
      const src = new URL(scriptUrl, window.location.href);
      src.searchParams.set('sdkid', id);
      src.searchParams.set('lib', 'ttq');
      scripts.push(src.href);
    };
    ttq.load(pixels.tiktok.pixel_id);
    ttq.page();
    const names = {
      view: 'ViewContent',
      begin: 'InitiateCheckout',
      payment: 'AddPaymentInfo',
      purchase: 'CompletePayment',
    };
    senders.push((name, data) => {
      const params = {
        value: data.value,
        currency: 'BRL',
        content_type: 'product',
        ...(data.contentName
          ? { contents: [{ content_name: data.contentName, quantity: 1, price: data.value }] }
          : {}),
      };
      if (data.eventId) ttq.track(names[name], params, { event_id: data.eventId });
      else ttq.track(names[name], params);
    });
  }

  const send = (name: 'view' | 'begin' | 'payment' | 'purchase', data: EventData) => {
    for (const sender of senders) sender(name, data);
  };

  if (pageKind === 'order' && pixels.purchase) {
    const { event_id: eventId, order_number: orderNumber, value_cents: cents } = pixels.purchase;
    // Reloading the thank-you page does not report the purchase again.
    const local = storage('localStorage');
    const key = `pagora-purchase:${eventId}`;
    if (!local?.getItem(key)) {
      local?.setItem(key, '1');
      send('purchase', { value: reais(cents), eventId, orderNumber });
    }
  }

  if (pageKind === 'checkout' && pixels.content) {
    const content = { value: reais(pixels.content.value_cents), contentName: pixels.content.name };
    send('view', content);
    // InitiateCheckout: the buyer starts filling the form (once per checkout in this tab).
    const beginKey = `pagora-begin:${window.location.pathname}`;
    const begin = () => {
      const session = storage('sessionStorage');
      if (session?.getItem(beginKey)) return;
      session?.setItem(beginKey, '1');
      send('begin', content);
    };
    document.addEventListener('focusin', (event) => {
      if ((event.target as Element | null)?.closest?.('form')) begin();
    });
    // AddPaymentInfo: a payment method chosen, or the payment submitted (once per page).
    let paymentSent = false;
    const payment = () => {
      if (paymentSent) return;
      paymentSent = true;
      begin();
      send('payment', content);
    };
    document.addEventListener('change', (event) => {
      if ((event.target as HTMLInputElement | null)?.name === 'payment_method') payment();
    });
    document.addEventListener('submit', (event) => {
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      if (submitter?.value === 'pay') payment();
    });
  }

  whenIdle(() => {
    for (const src of scripts) addScript(src);
  });
}

interface EventData {
  value: number;
  contentName?: string;
  eventId?: string;
  orderNumber?: number;
}

const data = document.getElementById('checkout-view');
if (data?.textContent) {
  const { view } = JSON.parse(data.textContent) as HydrationPayload;
  if (view.pixels) startPixels(view.pixels, view.kind);
}
