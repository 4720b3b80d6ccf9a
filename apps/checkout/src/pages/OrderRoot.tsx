import type { OrderResultView } from '@pagora/contract/checkout-core';
import { OrderResultPage } from '@pagora/ui/checkout';
import { useEffect, useState } from 'react';
import { useOrderFollowUp } from '../useOrderFollowUp.ts';

/** After paying: follows a pending payment and counts down to the store's redirect. */
export function OrderRoot({ initialView, now }: { initialView: OrderResultView; now: string }) {
  useOrderFollowUp(initialView);
  const [currentNow, setCurrentNow] = useState(now);
  // Hydrate with the server's time, then keep the page's clock running.
  useEffect(() => setCurrentNow(new Date().toISOString()), []);
  return <OrderResultPage view={initialView} now={currentNow} />;
}
