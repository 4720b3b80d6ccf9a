// `npm run check:cycles`: fails when a runtime import cycle exists in apps/*/src or packages/*/src.
// dpdm builds the import graph (it resolves `./x.ts` specifiers, the workspace packages through their
// node_modules links, import() and require()). Edges that exist only through `import type` /
// `export type … from` are then dropped: with `verbatimModuleSyntax` (tsconfig.base.json) those are
// the only imports erased at run time; `import { type X }` stays as a side-effect import and a value
// import used only as a type stays too, so both still count. (dpdm's own --transform would also drop
// those two, as it compiles without verbatimModuleSyntax.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { parseCircular, parseDependencyTree } = require('dpdm');
// dpdm's own TypeScript 5 (it has the JavaScript API; the workspace's TypeScript 7 has none).
const ts = createRequire(require.resolve('dpdm'))('typescript');

/** Specifiers that a file imports only through `import type` / `export type … from`. */
const typeOnlySpecifiers = (file) => {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.resolve(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const typeOnly = new Set();
  const runtime = new Set();
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const erased = ts.isImportDeclaration(node)
        ? node.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword ||
          node.importClause?.isTypeOnly === true
        : node.isTypeOnly;
      (erased ? typeOnly : runtime).add(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      runtime.add(node.arguments[0].text); // import('x') or require('x')
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return new Set([...typeOnly].filter((specifier) => !runtime.has(specifier)));
};

const globs = ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'];
const fullTree = await parseDependencyTree(globs, { cwd: root, context: root, transform: false });
const tree = Object.fromEntries(
  Object.entries(fullTree).map(([id, deps]) => {
    if (!deps || deps.length === 0 || !/\.tsx?$/.test(id)) return [id, deps];
    const erased = typeOnlySpecifiers(id);
    return [id, deps.filter((dep) => !erased.has(dep.request))];
  }),
);
const files = Object.keys(tree).filter(
  (id) => tree[id] && !id.split(path.sep).includes('node_modules') && /\.tsx?$/.test(id),
);
const cycles = parseCircular(tree);

// Group the cycles by strongly connected component: every file listed there is part of some cycle,
// while dpdm prints one or more example cycles per component.
const fileSet = new Set(files);
const edges = new Map(
  files.map((id) => [id, [...new Set(tree[id].map((dep) => dep.id).filter((dep) => fileSet.has(dep)))]]),
);
const components = [];
{
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || edges.get(v).includes(v)) components.push(component.sort());
    }
  };
  for (const id of files) if (!index.has(id)) visit(id);
}

const rel = (id) => path.relative(root, path.resolve(root, id));
if (components.length === 0) {
  console.info(
    `Nenhum ciclo de importação em tempo de execução (${files.length} arquivos; import type não conta).`,
  );
  process.exit(0);
}
console.error(
  `${components.length} grupo(s) de arquivos com importações circulares em tempo de execução ` +
    `(${files.length} arquivos analisados; import type não conta):`,
);
components.forEach((component, i) => {
  const members = new Set(component);
  console.error(`\n${i + 1}) ${component.length} arquivos: ${component.map(rel).join(', ')}`);
  for (const cycle of cycles.filter((c) => members.has(c[0]))) {
    console.error(`   ciclo: ${[...cycle, cycle[0]].map(rel).join(' → ')}`);
  }
});
console.error(
  '\nQuebre cada ciclo (mova o código compartilhado para um módulo que os dois importem ou use import type).',
);
process.exit(1);
