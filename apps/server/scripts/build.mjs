// Bundles the server into dist/main.js. Dependencies from npm stay external (resolved from
// node_modules at run time); the @pagora/* workspace packages export TypeScript source, so they
// are bundled in.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));

const workspace = (name) => name.startsWith('@pagora/');
const server = await readJson(path.join(serverDir, 'package.json'));
const contract = await readJson(path.join(serverDir, '../../packages/contract/package.json'));
const external = [
  ...new Set(
    [server, contract].flatMap((pkg) => Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })),
  ),
].filter((name) => !workspace(name));

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(serverDir, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Some bundled CommonJS code may call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
