import {
  assertNoUserErrors,
  MAIN_THEME_QUERY,
  type MainThemeAnswer,
  type ShopifyClient,
  SNIPPET_FILE,
  THEME_FILES_DELETE,
  THEME_FILES_QUERY,
  THEME_FILES_UPSERT,
  THEME_LAYOUT,
  type ThemeFilesAnswer,
  type UserErrorsAnswer,
} from './admin-api.ts';

/** What the layout gets, once, right before `</body>`. */
export const RENDER_TAG = "{% render 'pagora-checkout' %}";
const RENDER_TAG_PATTERN = /[ \t]*\{%-?\s*render\s+['"]pagora-checkout['"]\s*-?%\}[ \t]*\r?\n?/g;

/** Thrown when the shop has no published theme. */
export class NoMainThemeError extends Error {}

/** `<` in JSON inside a script must not close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The snippet put into the theme: it sends the buyer to Pagora with the cart instead of Shopify's
 * checkout. It catches the cart's checkout button (`form[action="/cart"] [name="checkout"]`),
 * links to /checkout and, with skipCart, the product page's add-to-cart submit (the item is added
 * first through /cart/add.js); then it reads /cart.js and goes to
 * `<cartUrl>?itens=<product id>:<qty>,…`, keeping the page's utm_* parameters.
 */
export function checkoutSnippet(options: { cartUrl: string; skipCart: boolean }): string {
  return `{% comment %}Pagora: envia o carrinho para o checkout Pagora. Gerado automaticamente.{% endcomment %}
<script>
(function () {
  var CART_URL = ${scriptJson(options.cartUrl)};
  var SKIP_CART = ${options.skipCart ? 'true' : 'false'};
  var busy = false;
  function utm() {
    var out = [];
    new URLSearchParams(window.location.search).forEach(function (value, key) {
      if (key.indexOf('utm_') === 0) out.push(encodeURIComponent(key) + '=' + encodeURIComponent(value));
    });
    return out.length ? '&' + out.join('&') : '';
  }
  function toPagora() {
    return fetch('/cart.js', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(function (response) { return response.json(); })
      .then(function (cart) {
        var items = (cart.items || []).map(function (item) { return item.product_id + ':' + item.quantity; });
        if (!items.length) throw new Error('carrinho vazio');
        window.location.href = CART_URL + '?itens=' + encodeURIComponent(items.join(',')) + utm();
      });
  }
  function go(event, before) {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (busy) return;
    busy = true;
    (before ? before() : Promise.resolve()).then(toPagora).catch(function () {
      busy = false;
      window.location.href = '/checkout';
    });
  }
  document.addEventListener('click', function (event) {
    var target = event.target && event.target.closest
      ? event.target.closest('form[action="/cart"] [name="checkout"], a[href="/checkout"]')
      : null;
    if (target) go(event);
  }, true);
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form || !form.getAttribute) return;
    var action = form.getAttribute('action') || '';
    var submitter = event.submitter;
    if (action === '/cart' && submitter && submitter.name === 'checkout') return go(event);
    if (SKIP_CART && /\\/cart\\/add$/.test(action)) {
      go(event, function () {
        return fetch('/cart/add.js', { method: 'POST', body: new FormData(form), credentials: 'same-origin' })
          .then(function (response) { if (!response.ok) throw new Error('add'); });
      });
    }
  }, true);
})();
</script>
`;
}

/** The layout with the render tag once, before the last `</body>` (appended when there is none). */
export function withInclude(layout: string): string {
  if (new RegExp(RENDER_TAG_PATTERN.source).test(layout)) return layout;
  const at = layout.toLowerCase().lastIndexOf('</body>');
  if (at < 0) return `${layout}\n${RENDER_TAG}\n`;
  // On its own line, indented like </body>, so that removing it gives the layout back as it was.
  const lineStart = layout.lastIndexOf('\n', at - 1) + 1;
  const indent = layout.slice(lineStart, at);
  if (/^[ \t]*$/.test(indent)) {
    return `${layout.slice(0, lineStart)}${indent}${RENDER_TAG}\n${layout.slice(lineStart)}`;
  }
  return `${layout.slice(0, at)}${RENDER_TAG}\n${layout.slice(at)}`;
}

/** The layout without any render tag of the snippet. */
export function withoutInclude(layout: string): string {
  return layout.replace(RENDER_TAG_PATTERN, '');
}

async function readLayout(
  client: ShopifyClient,
  themeId: string,
): Promise<{ name: string; layout: string | null }> {
  const answer = await client.graphql<ThemeFilesAnswer>(THEME_FILES_QUERY, {
    id: themeId,
    filenames: [THEME_LAYOUT],
  });
  const file = answer.theme?.files.nodes.find((node) => node.filename === THEME_LAYOUT);
  return { name: answer.theme?.name ?? '', layout: file?.body?.content ?? null };
}

async function upsertFiles(
  client: ShopifyClient,
  themeId: string,
  files: { filename: string; content: string }[],
) {
  const answer = await client.graphql<UserErrorsAnswer>(THEME_FILES_UPSERT, {
    themeId,
    files: files.map((file) => ({ filename: file.filename, body: { type: 'TEXT', value: file.content } })),
  });
  assertNoUserErrors(answer, 'themeFilesUpsert');
}

/**
 * Installs the snippet in the shop's published theme and includes it in layout/theme.liquid
 * (once: installing again rewrites the snippet and leaves the layout as it is).
 */
export async function installCheckoutSnippet(
  client: ShopifyClient,
  options: { cartUrl: string; skipCart: boolean },
): Promise<{ themeId: string; themeName: string }> {
  const themes = await client.graphql<MainThemeAnswer>(MAIN_THEME_QUERY);
  const theme = themes.themes.nodes[0];
  if (!theme) throw new NoMainThemeError('Nenhum tema publicado.');
  const { layout } = await readLayout(client, theme.id);
  if (layout === null) throw new NoMainThemeError('O tema não tem layout/theme.liquid.');
  await upsertFiles(client, theme.id, [{ filename: SNIPPET_FILE, content: checkoutSnippet(options) }]);
  const included = withInclude(layout);
  if (included !== layout)
    await upsertFiles(client, theme.id, [{ filename: THEME_LAYOUT, content: included }]);
  return { themeId: theme.id, themeName: theme.name };
}

/** Removes the include from the layout, then the snippet. */
export async function removeCheckoutSnippet(client: ShopifyClient, themeId: string): Promise<void> {
  const { layout } = await readLayout(client, themeId);
  if (layout !== null) {
    const cleaned = withoutInclude(layout);
    if (cleaned !== layout)
      await upsertFiles(client, themeId, [{ filename: THEME_LAYOUT, content: cleaned }]);
  }
  const answer = await client.graphql<UserErrorsAnswer>(THEME_FILES_DELETE, {
    themeId,
    files: [SNIPPET_FILE],
  });
  assertNoUserErrors(answer, 'themeFilesDelete');
}
