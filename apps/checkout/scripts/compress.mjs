// Writes .br and .gz beside every text asset of the browser bundle, so the server sends them
// precompressed (at the highest levels, paid once at build time instead of per request).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client/assets');
for (const name of await readdir(assets)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const file = path.join(assets, name);
  const data = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
}
