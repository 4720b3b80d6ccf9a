import type { PixelsView } from '@pagora/contract';
import type { Config } from '../config.ts';
import type { Order, StorePixels } from '../db/entities/index.ts';

/*
 * The ad platforms' scripts in the buyer's browser. The checkout page of a store that set a
 * platform's id embeds `pixels` in its view and links the pixel loader (apps/checkout
 * src/pixels/loader.ts), which loads each platform's official script after the page is shown and
 * reports the standard events:
 * - Meta Pixel: fbevents.js, `fbq('init', id)`, PageView/ViewContent/InitiateCheckout/
 *   AddPaymentInfo and `fbq('track', 'Purchase', {value, currency}, {eventID})`
 *   (https://developers.facebook.com/docs/meta-pixel/get-started,
 *   https://developers.facebook.com/docs/marketing-api/conversions-api/deduplicate-pixel-and-server-events);
 * - Google tag: gtag.js?id=<first id>, `gtag('config', id)` per GA4/Ads id, GA4's ecommerce
 *   `view_item`/`begin_checkout`/`add_payment_info`/`purchase` with `transaction_id`, and the
 *   Google Ads conversion `send_to: 'AW-…/label'`
 *   (https://developers.google.com/tag-platform/gtagjs/install,
 *   https://developers.google.com/analytics/devguides/collection/ga4/ecommerce);
 * - TikTok Pixel: events.js?sdkid=<id>&lib=ttq, `ttq.page()`, ViewContent/InitiateCheckout/
 *   AddPaymentInfo/CompletePayment (https://business-api.tiktok.com/portal/docs?id=1739583652957185).
 * A store that set none gets none of it: no loader, no data, no extra origin in its CSP.
 */

/** The ids a checkout needs from the store's pixels (kept in the checkout's cached context). */
export interface CheckoutPixels {
  metaPixelId: string | null;
  /** The Conversions API is on: a pixel id and a token that Meta has not refused. */
  metaCapi: boolean;
  ga4Id: string | null;
  googleAdsId: string | null;
  googleAdsLabel: string | null;
  tiktokPixelId: string | null;
}

export function checkoutPixelsOf(pixels: StorePixels | null): CheckoutPixels | null {
  if (!pixels) return null;
  const result: CheckoutPixels = {
    metaPixelId: pixels.metaPixelId,
    metaCapi: Boolean(pixels.metaPixelId && pixels.metaCapiTokenSealed && !pixels.capiTokenRefused),
    ga4Id: pixels.ga4Id,
    googleAdsId: pixels.googleAdsId,
    googleAdsLabel: pixels.googleAdsLabel,
    tiktokPixelId: pixels.tiktokPixelId,
  };
  return result.metaPixelId || result.ga4Id || result.googleAdsId || result.tiktokPixelId ? result : null;
}

export type PixelScripts = Pick<Config, 'metaPixelScriptUrl' | 'gtagScriptUrl' | 'tiktokPixelScriptUrl'>;

/** The Purchase's event id, the same in the browser and in the Conversions API (Meta deduplicates by it). */
export const purchaseEventId = (order: Pick<Order, 'id'>) => `purchase-${order.id}`;

const UTM_COLUMNS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
] as const;

/** The view's `pixels` for a store's pixels, with what the page reports. */
export function pixelsView(
  pixels: CheckoutPixels,
  scripts: PixelScripts,
  report: Pick<PixelsView, 'content' | 'purchase' | 'utm'> = {},
): PixelsView {
  const view: PixelsView = {};
  if (pixels.metaPixelId)
    view.meta = { pixel_id: pixels.metaPixelId, script_url: scripts.metaPixelScriptUrl };
  const tagIds = [pixels.ga4Id, pixels.googleAdsId].filter((id): id is string => Boolean(id));
  if (tagIds.length > 0) {
    view.google = {
      tag_ids: tagIds,
      ads_send_to:
        pixels.googleAdsId && pixels.googleAdsLabel ? `${pixels.googleAdsId}/${pixels.googleAdsLabel}` : null,
      script_url: scripts.gtagScriptUrl,
    };
  }
  if (pixels.tiktokPixelId)
    view.tiktok = { pixel_id: pixels.tiktokPixelId, script_url: scripts.tiktokPixelScriptUrl };
  if (report.content) view.content = report.content;
  if (report.purchase) view.purchase = report.purchase;
  if (report.utm && Object.keys(report.utm).length > 0) view.utm = report.utm;
  return view;
}

/** An order's page: the Purchase once the order is approved, and the campaign it came from. */
export function orderPixelsView(pixels: CheckoutPixels, scripts: PixelScripts, order: Order): PixelsView {
  const utm: NonNullable<PixelsView['utm']> = {};
  for (const [name, column] of UTM_COLUMNS) {
    const value = order[column];
    if (value) utm[name] = value;
  }
  return pixelsView(pixels, scripts, {
    utm,
    ...(order.status === 'approved'
      ? {
          purchase: {
            event_id: purchaseEventId(order),
            order_number: order.number,
            value_cents: order.totalCents,
          },
        }
      : {}),
  });
}

/**
 * The origins each platform's production script uses, per CSP directive, from the platforms'
 * own guidance: Google's CSP guide for the Google tag, GA4 and Google Ads
 * (https://developers.google.com/tag-platform/security/guides/csp), the hosts fbevents.js loads
 * from and reports to (connect.facebook.net, www.facebook.com/tr) and TikTok's analytics host. A
 * script served from any other origin (a stand-in, a proxy) is taken to do everything there.
 */
/** Origins a page with pixels must allow, per Content-Security-Policy directive. */
export interface PixelSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

const KNOWN_ORIGINS: Record<string, PixelSources> = {
  'https://connect.facebook.net': {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
    frame: [],
  },
  'https://www.googletagmanager.com': {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    frame: [],
  },
  'https://analytics.tiktok.com': {
    script: ['https://analytics.tiktok.com'],
    connect: ['https://analytics.tiktok.com'],
    img: ['https://analytics.tiktok.com'],
    frame: [],
  },
};

/** Google Ads' conversion hosts, allowed only when the store set a Google Ads id. */
const GOOGLE_ADS_ORIGINS: PixelSources = {
  script: [
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
  ],
  connect: [
    'https://www.google.com',
    'https://googleads.g.doubleclick.net',
    'https://www.googleadservices.com',
  ],
  img: ['https://www.google.com', 'https://googleads.g.doubleclick.net'],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
};

function originSources(scriptUrl: string): PixelSources {
  let origin: string;
  try {
    origin = new URL(scriptUrl).origin;
  } catch {
    return { script: [], connect: [], img: [], frame: [] };
  }
  if (origin === 'null') return { script: [], connect: [], img: [], frame: [] };
  return KNOWN_ORIGINS[origin] ?? { script: [origin], connect: [origin], img: [origin], frame: [] };
}

/** What a page with these pixels must allow beyond its own origin: only the platforms it loads. */
export function pixelSources(view: PixelsView): PixelSources {
  const all: PixelSources = { script: [], connect: [], img: [], frame: [] };
  const add = (sources: PixelSources) => {
    for (const key of ['script', 'connect', 'img', 'frame'] as const) all[key].push(...sources[key]);
  };
  if (view.meta) add(originSources(view.meta.script_url));
  if (view.google) {
    add(originSources(view.google.script_url));
    if (
      view.google.tag_ids.some((id) => id.startsWith('AW-')) &&
      KNOWN_ORIGINS[safeOrigin(view.google.script_url)]
    )
      add(GOOGLE_ADS_ORIGINS);
  }
  if (view.tiktok) add(originSources(view.tiktok.script_url));
  return all;
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
