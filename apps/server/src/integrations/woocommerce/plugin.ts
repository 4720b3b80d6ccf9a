import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { serverPackageDir } from '../../config.ts';
import { createZip, type ZipEntry } from './zip.ts';

/**
 * The 'Pagora Checkout' WordPress plugin (apps/server/wordpress/pagora-checkout), which sends a
 * WooCommerce store's cart to the store's Pagora checkout, packed as the .zip WordPress installs
 * (Plugins › Adicionar novo › Enviar plugin) with the store's settings written into
 * pagora-config.php. It lives in the server package so that the server finds it the same way from
 * src/ and from the bundled dist/.
 */

export const PLUGIN_SLUG = 'pagora-checkout';
export const PLUGIN_SOURCE_DIR = path.join(serverPackageDir, 'wordpress', PLUGIN_SLUG);
const CONFIG_FILE = 'pagora-config.php';

export interface PluginSettings {
  storeId: number;
  /** The store's cart hand-off address: `<PUBLIC_URL>/c/<store>/carrinho`. */
  checkoutUrl: string;
  skipCart: boolean;
  /** When the download was made: the plugin prefers its own saved settings only for this file. */
  generatedAt: Date;
}

/** A PHP single-quoted string literal: only \ and ' are special inside it. */
function phpString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** pagora-config.php with the store's settings. */
export function pluginConfigPhp(settings: PluginSettings): string {
  return `<?php
/**
 * The store's settings, written by Pagora when the plugin was downloaded. Change them in
 * WooCommerce › Pagora Checkout, or download the plugin again from Apps Integrados › WooCommerce.
 *
 * @package PagoraCheckout
 */

defined( 'ABSPATH' ) || exit;

return array(
\t'store_id'     => ${Math.trunc(settings.storeId)},
\t'checkout_url' => ${phpString(settings.checkoutUrl)},
\t'skip_cart'    => ${settings.skipCart ? 'true' : 'false'},
\t'generated_at' => ${phpString(settings.generatedAt.toISOString())},
);
`;
}

/** The plugin's files (relative paths with '/'), sorted, directories first within each folder. */
async function sourceFiles(dir: string, prefix = ''): Promise<ZipEntry[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const out: ZipEntry[] = [];
  for (const entry of entries.filter((item) => item.isDirectory())) {
    out.push({ name: `${prefix}${entry.name}/` });
    out.push(...(await sourceFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)));
  }
  for (const entry of entries.filter((item) => item.isFile())) {
    out.push({ name: `${prefix}${entry.name}`, data: await readFile(path.join(dir, entry.name)) });
  }
  return out;
}

/** The plugin as `pagora-checkout.zip` (one `pagora-checkout/` folder) for this store. */
export async function buildPluginZip(
  settings: PluginSettings,
  sourceDir = PLUGIN_SOURCE_DIR,
): Promise<Buffer> {
  const files = (await sourceFiles(sourceDir)).filter((entry) => entry.name !== CONFIG_FILE);
  const config = { name: CONFIG_FILE, data: Buffer.from(pluginConfigPhp(settings), 'utf8') };
  const entries = [{ name: '' }, ...files, config].map((entry) => ({
    ...entry,
    name: `${PLUGIN_SLUG}/${entry.name}`,
  }));
  return createZip(entries, settings.generatedAt);
}
