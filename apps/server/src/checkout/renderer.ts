import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CheckoutView } from '@pagora/contract';

/** Whole HTML documents for the customer-facing checkout (built by apps/checkout). */
export interface CheckoutRenderer {
  render(view: CheckoutView, now?: Date): string;
  /** The 404 page 'Produto indisponível'. */
  renderUnavailable(): string;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

interface RenderModule {
  createDocumentRenderer(assets: { script: string; preload: string[]; styles: string[] }): CheckoutRenderer;
}

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
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`Manifesto do checkout sem ponto de entrada: ${manifestFile}`);

  const styles = new Set<string>();
  const preload = new Set<string>();
  const visit = (chunk: ManifestChunk, isEntry: boolean) => {
    for (const css of chunk.css ?? []) styles.add(CHECKOUT_ASSETS_PREFIX + css);
    if (!isEntry) preload.add(CHECKOUT_ASSETS_PREFIX + chunk.file);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported && !preload.has(CHECKOUT_ASSETS_PREFIX + imported.file)) visit(imported, false);
    }
  };
  visit(entry, true);

  const module = (await import(pathToFileURL(path.join(distDir, 'server/render.js')).href)) as RenderModule;
  return module.createDocumentRenderer({
    script: CHECKOUT_ASSETS_PREFIX + entry.file,
    preload: [...preload],
    styles: [...styles],
  });
}
