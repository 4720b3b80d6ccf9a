// Screen barrels: public (landing, auth) and app (shell, meus-dados, placeholders).

export * from './app.ts';
export * from './public.ts';
