import { LandingScreen } from '@pagora/ui';

/** `/`: the public landing page. */
export default function LandingRoute() {
  return <LandingScreen />;
}
