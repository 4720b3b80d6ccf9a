import { DEFAULT_CHECKOUT_SETTINGS } from '@pagora/contract/checkout-core';
import { CloudOff, PackageX } from 'lucide-react';
import { CheckoutTheme } from '../CheckoutTheme/CheckoutTheme.tsx';
import * as own from './UnavailablePage.css.ts';

export interface UnavailablePageProps {
  /** The store, when known. */
  storeName?: string;
  /**
   * Why the checkout cannot be shown: an unknown or inactive link (404), or Pagora itself being
   * briefly out of service (503, the buyer should try again in a moment).
   * @default 'product'
   */
  reason?: 'product' | 'outage';
}

/** The page the server answers instead of a checkout (Portuguese, default theme). */
export function UnavailablePage({ storeName, reason = 'product' }: UnavailablePageProps) {
  const Icon = reason === 'outage' ? CloudOff : PackageX;
  return (
    <CheckoutTheme settings={DEFAULT_CHECKOUT_SETTINGS}>
      <main className={own.main}>
        <div className={own.card}>
          <span className={own.icon} aria-hidden>
            <Icon className={own.svg} />
          </span>
          {reason === 'outage' ? (
            <>
              <h1 className={own.title}>Estamos com instabilidade</h1>
              <p className={own.text}>
                Não conseguimos concluir esta etapa agora. Aguarde alguns instantes e tente novamente.
              </p>
            </>
          ) : (
            <>
              <h1 className={own.title}>Produto indisponível</h1>
              <p className={own.text}>
                Este produto não está à venda no momento ou o link está incorreto. Confira o endereço ou fale
                com a loja{storeName ? ' ' : ''}
                {storeName && <span className={own.store}>{storeName}</span>}.
              </p>
            </>
          )}
        </div>
      </main>
    </CheckoutTheme>
  );
}
