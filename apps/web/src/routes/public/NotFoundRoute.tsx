import { NotFoundScreen } from '@pagora/ui';

/** Any path outside the route table: 'Oops! Page not found'. */
export default function NotFoundRoute() {
  return <NotFoundScreen />;
}
