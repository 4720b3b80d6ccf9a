import type { CheckoutSettings } from '@pagora/contract/checkout-core';
import { type ReactNode, useEffect, useMemo, useReducer } from 'react';
import { checkoutText, isCheckoutTextLoaded, loadCheckoutText } from '../i18n.ts';
import { isDark } from '../private/color.ts';
import { CheckoutTextContext } from '../private/context.ts';
import { cx } from '../private/cx.ts';
import { checkoutThemeVars } from '../theme.ts';
import * as styles from './CheckoutTheme.css.ts';

const LANG = { pt: 'pt-BR', en: 'en', es: 'es', de: 'de', it: 'it', fr: 'fr' } as const;

export interface CheckoutThemeProps {
  settings: CheckoutSettings;
  children: ReactNode;
  className?: string;
}

/**
 * The root of every checkout page: the store's colours, font and rounding as inline custom
 * properties, and its language's labels for everything inside. A language not loaded yet (the
 * builder's preview switching languages) is fetched and swapped in.
 */
export function CheckoutTheme({ settings, children, className }: CheckoutThemeProps) {
  const style = useMemo(() => checkoutThemeVars(settings), [settings]);
  const language = settings.options.language;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (isCheckoutTextLoaded(language)) return;
    let current = true;
    void loadCheckoutText(language).then(() => current && rerender());
    return () => {
      current = false;
    };
  }, [language]);
  return (
    <CheckoutTextContext value={checkoutText(language)}>
      <div
        className={cx(styles.root, isDark(settings.appearance.surface_color) && styles.darkScheme, className)}
        style={style}
        lang={LANG[language]}
      >
        {children}
      </div>
    </CheckoutTextContext>
  );
}
