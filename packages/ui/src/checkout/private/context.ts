import { createContext, useContext } from 'react';
import { type CheckoutText, checkoutText } from '../i18n.ts';

/** The labels of the store's language, provided by `CheckoutTheme` (Portuguese outside one). */
export const CheckoutTextContext = createContext<CheckoutText>(checkoutText('pt'));

export const useCheckoutText = () => useContext(CheckoutTextContext);
