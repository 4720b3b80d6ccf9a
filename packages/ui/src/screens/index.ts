// Screen barrels: public (landing, auth) and app (shell, meus-dados, placeholders).

export * from './app.ts';
export * from './catalog-marketing.ts';
export * from './catalog-products.ts';
export * from './checkout-admin.ts';
export * from './checkout-builder.ts';
export * from './dashboard.ts';
export * from './finance.ts';
export * from './gateways.ts';
export * from './orders.ts';
export * from './public.ts';
export * from './settings.ts';
