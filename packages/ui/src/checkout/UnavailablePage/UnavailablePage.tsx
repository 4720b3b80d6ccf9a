import { DEFAULT_CHECKOUT_SETTINGS } from '@pagora/contract/checkout-core';
import { PackageX } from 'lucide-react';
import { CheckoutTheme } from '../CheckoutTheme/CheckoutTheme.tsx';
import * as own from './UnavailablePage.css.ts';

export interface UnavailablePageProps {
  /** The store, when known. */
  storeName?: string;
}

/** The server's 404 for an unknown or inactive checkout link (Portuguese, default theme). */
export function UnavailablePage({ storeName }: UnavailablePageProps) {
  return (
    <CheckoutTheme settings={DEFAULT_CHECKOUT_SETTINGS}>
      <main className={own.main}>
        <div className={own.card}>
          <span className={own.icon} aria-hidden>
            <PackageX className={own.svg} />
          </span>
          <h1 className={own.title}>Produto indisponível</h1>
          <p className={own.text}>
            Este produto não está à venda no momento ou o link está incorreto. Confira o endereço ou fale com
            a loja{storeName ? ' ' : ''}
            {storeName && <span className={own.store}>{storeName}</span>}.
          </p>
        </div>
      </main>
    </CheckoutTheme>
  );
}
