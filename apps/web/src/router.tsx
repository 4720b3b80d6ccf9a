import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Root, RouteLoading } from './Root.tsx';

type RouteModule = Promise<{ default: ComponentType }>;

/** Every screen is its own chunk: a route loads only the code it shows. */
const page = (load: () => RouteModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Every admin route: public pages, the guarded app and the 404. */
export const routes: RouteObject[] = [
  {
    Component: Root,
    // Every route is lazy: until the first one's code arrives, a spinner (not an empty page).
    HydrateFallback: RouteLoading,
    children: [
      { path: '/', ...page(() => import('./routes/public/LandingRoute.tsx')) },
      { path: '/login', ...page(() => import('./routes/public/LoginRoute.tsx')) },
      { path: '/cadastro', ...page(() => import('./routes/public/RegisterRoute.tsx')) },
      { path: '/recuperar-senha', ...page(() => import('./routes/public/ForgotPasswordRoute.tsx')) },
      { path: '/redefinir-senha', ...page(() => import('./routes/public/ResetPasswordRoute.tsx')) },
      { path: '/first-store', ...page(() => import('./routes/app/FirstStoreRoute.tsx')) },
      {
        ...page(() => import('./routes/app/AppLayoutRoute.tsx')),
        children: [
          { path: '/dashboard', ...page(() => import('./routes/app/DashboardRoute.tsx')) },
          { path: '/pedidos', ...page(() => import('./routes/app/OrdersRoute.tsx')) },
          { path: '/produtos', ...page(() => import('./routes/app/ProductsRoute.tsx')) },
          { path: '/produtos/novo', ...page(() => import('./routes/app/ProductNewRoute.tsx')) },
          { path: '/produtos/editar/:id', ...page(() => import('./routes/app/ProductEditRoute.tsx')) },
          { path: '/marketing', ...page(() => import('./routes/app/MarketingRoute.tsx')) },
          { path: '/gateways', ...page(() => import('./routes/app/GatewaysRoute.tsx')) },
          { path: '/configuracao-checkout', ...page(() => import('./routes/app/CheckoutSettingsRoute.tsx')) },
          { path: '/logistica', ...page(() => import('./routes/app/ShippingRoute.tsx')) },
          { path: '/meus-dados', ...page(() => import('./routes/app/ProfileRoute.tsx')) },
          { path: '/apps', ...page(() => import('./routes/app/AppsRoute.tsx')) },
          { path: '/configuracoes', ...page(() => import('./routes/app/SettingsRoute.tsx')) },
          { path: '/financeiro', ...page(() => import('./routes/app/FinanceRoute.tsx')) },
        ],
      },
      { path: '*', ...page(() => import('./routes/public/NotFoundRoute.tsx')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
