/** Scripts already requested on this page, by URL: each provider's script is loaded once. */
const loading = new Map<string, Promise<void>>();

/**
 * Adds `<script src=url>` (with `attributes`, e.g. Pagar.me's `data-pagarmecheckout-app-id`) and
 * resolves once it ran. Loaded at run time, never bundled: only pages of stores that use the
 * gateway download it.
 */
export function loadScript(url: string, attributes: Record<string, string> = {}): Promise<void> {
  const pending = loading.get(url);
  if (pending) return pending;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(url);
      script.remove();
      reject(new Error(`Não foi possível carregar ${url}`));
    });
    document.head.append(script);
  });
  loading.set(url, promise);
  return promise;
}
