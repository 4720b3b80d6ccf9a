import { gzipSync } from 'node:zlib';
import type { CardTokenizerView, PixelsView } from '@pagora/contract';
import type { Context } from 'koa';
import { compileGzipTemplate, type GzipTemplate } from '../../http/gzip-template.ts';
import { contentSecurityPolicy } from '../../http/security-headers.ts';
import { pixelSources } from '../../pixels/browser.ts';
import { cardTokenizerSources } from '../card-tokenizer.ts';
import { type DocumentParts, documentText } from '../renderer.ts';

/** Below this, compressing costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

/** The admin may frame the checkout (builder preview); nobody else may. */
const FRAMABLE_POLICY = contentSecurityPolicy({ frameAncestors: "'self'" });

export interface HtmlOptions {
  status?: number;
  /** Builder preview: framable by Pagora's own pages. */
  framable?: boolean;
  /**
   * The page takes a card through this gateway's script: its origins are allowed (scripts, the
   * Secure Fields iframes, the token request) on this page only.
   */
  cardTokenizer?: CardTokenizerView | null;
  /** The store's ad pixels on this page: their platforms' origins are allowed on it, and only then. */
  pixels?: PixelsView | undefined;
}

/**
 * Shared templates (first views) with their fixed parts compressed once, kept as long as the
 * renderer keeps the template (its cache is bounded; a template it drops is dropped here too).
 */
const compiledTemplates = new WeakMap<readonly string[], GzipTemplate>();

function compiledTemplate(template: readonly string[]): GzipTemplate {
  let compiled = compiledTemplates.get(template);
  if (!compiled) {
    compiled = compileGzipTemplate(template.map((part) => Buffer.from(part)));
    compiledTemplates.set(template, compiled);
  }
  return compiled;
}

/**
 * Sends a checkout page gzip-compressed: the page's weight budget
 * is counted compressed and the HTML carries the view as JSON. Pages hold buyer data, so they
 * are never cached.
 */
export function sendCheckoutHtml(
  ctx: Context,
  html: string | DocumentParts,
  options: HtmlOptions = {},
): void {
  ctx.status = options.status ?? 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  if (options.framable) {
    ctx.set('Content-Security-Policy', FRAMABLE_POLICY);
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
  } else if (options.cardTokenizer || options.pixels) {
    const card = options.cardTokenizer ? cardTokenizerSources(options.cardTokenizer) : null;
    const pixels = options.pixels ? pixelSources(options.pixels) : null;
    ctx.set(
      'Content-Security-Policy',
      contentSecurityPolicy({
        script: [...(card?.script ?? []), ...(pixels?.script ?? [])],
        frame: [...(card?.frame ?? []), ...(pixels?.frame ?? [])],
        connect: [...(card?.connect ?? []), ...(pixels?.connect ?? [])],
        img: pixels?.img ?? [],
      }),
    );
  }
  ctx.vary('Accept-Encoding');
  const gzip = (ctx.acceptsEncodings() as string[]).includes('gzip');
  if (typeof html !== 'string' && html.shared && gzip) {
    // A first view: its fixed parts were compressed once (at the highest level, as it is paid
    // once); only the attempt key and the clock are added, as stored blocks.
    const template = compiledTemplate(html.template);
    if (template.bytes >= MIN_COMPRESS_BYTES) {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = template.fill(html.values.map((value) => Buffer.from(value)));
      return;
    }
  }
  const body = Buffer.from(typeof html === 'string' ? html : documentText(html));
  // gzip at its fastest level: a fraction of brotli's CPU per page for a few hundred bytes more (the static
  // files, compressed once at build time, are brotli at the highest level). A 16 kB window (and the
  // matching hash size) holds a typical page whole, so it compresses as well as the default 32 kB
  // one, for about a third less CPU per page (most of the cost was setting up the larger state).
  if (body.length >= MIN_COMPRESS_BYTES && gzip) {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = gzipSync(body, { level: 1, windowBits: 14, memLevel: 7 });
  } else {
    ctx.body = body;
  }
}
