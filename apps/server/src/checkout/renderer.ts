import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CheckoutView } from '@pagora/contract';

/**
 * A document as fixed text with values between (template.length = values.length + 1). A `shared`
 * template is the same array, by identity, for every page that has it (a product's first view),
 * so its compressed form is worth keeping beside it.
 */
export interface DocumentParts {
  template: readonly string[];
  values: readonly string[];
  shared: boolean;
}

/** Whole HTML documents for the customer-facing checkout (built by apps/checkout). */
export interface CheckoutRenderer {
  render(view: CheckoutView, now?: Date): string;
  /** The same document as render's, as fixed parts and values. */
  renderParts(view: CheckoutView, now?: Date): DocumentParts;
  /** The 404 page 'Produto indisponível'. */
  renderUnavailable(): string;
  /** The 503 page 'Estamos com instabilidade', answered while the database is out of service. */
  renderOutage(): string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

interface PageAssets {
  styles: string[];
  preload: string[];
}

interface RenderModule {
  createDocumentRenderer(assets: {
    script: string;
    pixels: string;
    checkout: PageAssets;
    order: PageAssets;
    unavailable: PageAssets;
  }): Omit<CheckoutRenderer, 'render'>;
}

/** The whole text of a document given as parts. */
export const documentText = ({ template, values }: DocumentParts): string =>
  template.reduce((document, part, index) => document + (index > 0 ? values[index - 1] : '') + part, '');

/** URL prefix of the checkout's browser files (Vite's `base`). */
export const CHECKOUT_ASSETS_PREFIX = '/_checkout/';

/**
 * Loads the checkout's server renderer and links it to the browser bundle named in Vite's
 * manifest. Fails loudly when the checkout was not built: the server cannot sell without it.
 */
export async function loadCheckoutRenderer(distDir: string): Promise<CheckoutRenderer> {
  const manifestFile = path.join(distDir, 'client/.vite/manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  } catch (error) {
    throw new Error(
      `O checkout não foi compilado (${manifestFile} não existe). Rode "npm run build" ou "npx turbo run build --filter=@pagora/checkout".`,
      { cause: error },
    );
  }
  const entry = manifest['src/client.tsx'];
  if (!entry) throw new Error(`Manifesto do checkout sem ponto de entrada: ${manifestFile}`);
  const pixels = manifest['src/pixels/loader.ts'];
  if (!pixels) throw new Error(`Manifesto do checkout sem o carregador dos pixels: ${manifestFile}`);
  const url = (file: string) => CHECKOUT_ASSETS_PREFIX + file;

  /** A page's chunk with what it imports: its stylesheets (plus the entry's) and modules to preload. */
  const pageAssets = (key: string): PageAssets => {
    const page = manifest[key];
    if (!page) throw new Error(`Manifesto do checkout sem ${key}: ${manifestFile}`);
    const styles = new Set((entry.css ?? []).map(url));
    const preload = new Set<string>();
    const visit = (chunk: ManifestChunk) => {
      if (chunk === entry || preload.has(url(chunk.file))) return;
      preload.add(url(chunk.file));
      for (const css of chunk.css ?? []) styles.add(url(css));
      for (const imported of chunk.imports ?? []) {
        const next = manifest[imported];
        if (next) visit(next);
      }
    };
    visit(page);
    return { styles: [...styles], preload: [...preload] };
  };

  const module = (await import(pathToFileURL(path.join(distDir, 'server/render.js')).href)) as RenderModule;
  const renderer = module.createDocumentRenderer({
    script: url(entry.file),
    pixels: url(pixels.file),
    checkout: pageAssets('src/pages/CheckoutFormRoot.tsx'),
    order: pageAssets('src/pages/OrderRoot.tsx'),
    unavailable: pageAssets('src/pages/UnavailableRoot.tsx'),
  });
  return { ...renderer, render: (view, now) => documentText(renderer.renderParts(view, now)) };
}
