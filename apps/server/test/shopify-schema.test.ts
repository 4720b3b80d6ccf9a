import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import * as adminApi from '../src/integrations/shopify/admin-api.ts';
import { parseSchema, validateDocument, validateVariables } from './graphql-schema.ts';
import { shopifyAdminSchema } from './shopify-stand-in.ts';

/**
 * Every GraphQL document the server sends to Shopify (the string exports of admin-api.ts that are
 * queries or mutations) must be valid, and use no deprecated field, in the schema of the Admin API
 * version the server is configured with. The schema is a trimmed copy of Shopify's published one
 * in test/fixtures (see its header for version and source).
 */

const version = loadConfig({}).shopifyApiVersion;
const documents = Object.entries(adminApi as Record<string, unknown>).filter(
  (entry): entry is [string, string] =>
    typeof entry[1] === 'string' && /^\s*(query|mutation)\b/.test(entry[1]),
);

describe(`Shopify Admin API ${version} schema`, () => {
  it('has a copy of the configured version, marked with that version and its source', () => {
    const file = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      'fixtures',
      `shopify-admin-${version}.graphql`,
    );
    const header = readFileSync(file, 'utf8').split('\n').slice(0, 12).join('\n');
    expect(header).toContain(`version ${version}`);
    expect(header).toContain(`https://shopify.dev/docs/api/admin-graphql/${version}`);
    expect(shopifyAdminSchema(version)).not.toBeNull();
  });

  it('accepts every document the server sends, with no deprecated field', () => {
    const schema = shopifyAdminSchema(version)!;
    expect(documents.map(([name]) => name).sort()).toEqual([
      'DISCOUNTS_QUERY',
      'MAIN_THEME_QUERY',
      'PRODUCTS_QUERY',
      'SHOP_QUERY',
      'THEME_FILES_DELETE',
      'THEME_FILES_QUERY',
      'THEME_FILES_UPSERT',
    ]);
    for (const [name, document] of documents) {
      expect({ name, errors: validateDocument(schema, document) }).toEqual({ name, errors: [] });
    }
  });

  it('refuses the deprecated fields the server used to query', () => {
    const schema = shopifyAdminSchema(version)!;
    expect(
      validateDocument(
        schema,
        `query Old($cursor: String) {
          codeDiscountNodes(first: 50, after: $cursor) { nodes { id codeDiscount { __typename } } }
          products(first: 1) { nodes { featuredImage { url } } }
        }`,
      ),
    ).toEqual([
      "Field 'QueryRoot.codeDiscountNodes' is deprecated: Use `discountNodes` instead. (Old.codeDiscountNodes).",
      "Field 'Product.featuredImage' is deprecated: Use `featuredMedia` instead. (Old.products.nodes.featuredImage).",
    ]);
  });

  it('refuses what Shopify would refuse', () => {
    const schema = shopifyAdminSchema(version)!;
    const errors = (document: string) => validateDocument(schema, document);
    expect(errors('{ shop { nome } }')).toEqual([
      "Field 'nome' doesn't exist on type 'Shop' (query.shop.nome).",
    ]);
    expect(errors('{ theme { id } }')).toEqual([
      "Field 'theme' is missing required argument 'id' (query.theme).",
    ]);
    expect(errors('{ themes(first: 1, roles: [PUBLISHED]) { nodes { id } } }')).toEqual([
      "query.themes(roles): 'PUBLISHED' não é um valor de ThemeRole.",
    ]);
    expect(errors('{ themes(first: "1") { nodes { id } } }')).toEqual([
      'query.themes(first): o valor não é do tipo Int.',
    ]);
    expect(errors('{ shop }')).toEqual(['query.shop: Shop precisa de uma seleção de campos.']);
    expect(errors('{ shop { name { x } } }')).toEqual([
      'query.shop.name: String é um valor simples e não aceita seleções.',
    ]);
    expect(errors('{ discountNodes(first: 1) { nodes { discount { title } } } }')).toEqual([
      "Selections can't be made directly on unions (see selections on Discount): title (query.discountNodes.nodes.discount.title).",
    ]);
    expect(
      errors('{ products(first: 1) { nodes { featuredMedia { ... on DiscountCodeBasic { title } } } } }'),
    ).toEqual([
      'query.products.nodes.featuredMedia: o fragmento sobre DiscountCodeBasic nunca se aplica a Media.',
    ]);
    expect(errors('query Q($id: String!) { theme(id: $id) { id } }')).toEqual([
      'Q.theme(id): $id é String!, mas o argumento espera ID!.',
    ]);
    expect(errors('query Q($id: ID!, $x: Int) { theme(id: $id) { id } }')).toEqual([
      'Q: a variável $x não é usada.',
    ]);
    expect(errors('{ theme(id: $id) { id } }')).toEqual([
      'query.theme(id): a variável $id não foi declarada.',
    ]);
    expect(errors('{ shop { name }')[0]).toMatch(/^Documento inválido/);
  });

  it('checks the variables sent with a document', () => {
    const schema = shopifyAdminSchema(version)!;
    const upsert = adminApi.THEME_FILES_UPSERT;
    const file = { filename: 'snippets/a.liquid', body: { type: 'TEXT', value: 'x' } };
    expect(
      validateVariables(schema, upsert, { themeId: 'gid://shopify/OnlineStoreTheme/1', files: [file] }),
    ).toEqual([]);
    expect(
      validateVariables(schema, upsert, {
        themeId: 'gid://shopify/OnlineStoreTheme/1',
        files: [{ filename: 'a', body: { type: 'HTML', value: 'x' }, extra: 1 }],
      }),
    ).toEqual([
      "$files[0]: o campo 'extra' não existe em OnlineStoreThemeFilesUpsertFileInput.",
      '$files[0].body.type: "HTML" não é do tipo OnlineStoreThemeFileBodyInputType.',
    ]);
    expect(validateVariables(schema, upsert, { files: [file] })).toEqual(['$themeId: falta um valor ID!.']);
  });

  it('refuses a schema copy that names undefined types', () => {
    expect(() => parseSchema('type QueryRoot { shop: Loja }  schema { query: QueryRoot }')).toThrow(
      'O esquema usa tipos não definidos: Loja',
    );
  });
});
