import {
  ABANDON_AFTER_OPTIONS,
  DEFAULT_ORDER_SETTINGS,
  type OrderSettings,
  type orderSettingsPayload,
  STORE_TIME_ZONES,
} from '@pagora/contract';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { Store } from '../db/entities/index.ts';

/*
 * The store's settings of /pedidos and the dashboard: its time zone, when a cart counts as
 * abandoned, the automatic recovery e-mails and the owner's 'Nova venda' e-mail. They live on the
 * store row.
 */

/** '60,1440' → [60, 1440]; anything that is not a positive whole number is dropped. */
export function parseRecoveryDelays(stored: string): number[] {
  const delays = stored
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((minutes) => Number.isInteger(minutes) && minutes > 0);
  return [...new Set(delays)].sort((a, b) => a - b);
}

export function orderSettingsView(store: Store): OrderSettings {
  const zone = STORE_TIME_ZONES.find((option) => option.id === store.timeZone)?.id;
  const abandonAfter = (ABANDON_AFTER_OPTIONS as readonly number[]).includes(store.abandonAfterMinutes)
    ? (store.abandonAfterMinutes as OrderSettings['abandon_after_minutes'])
    : DEFAULT_ORDER_SETTINGS.abandon_after_minutes;
  return {
    time_zone: zone ?? DEFAULT_ORDER_SETTINGS.time_zone,
    abandon_after_minutes: abandonAfter,
    recovery_auto: Boolean(store.recoveryAuto),
    recovery_delays_minutes: parseRecoveryDelays(store.recoveryDelays),
    notify_new_sale: Boolean(store.notifyNewSale),
  };
}

/** PUT /api/order-settings: the store (already checked as the merchant's) with the new settings. */
export async function saveOrderSettings(
  manager: EntityManager,
  store: Store,
  payload: z.output<typeof orderSettingsPayload>,
): Promise<Store> {
  const changes = {
    timeZone: payload.time_zone,
    abandonAfterMinutes: payload.abandon_after_minutes,
    recoveryAuto: payload.recovery_auto,
    recoveryDelays: payload.recovery_delays_minutes.join(','),
    ...(payload.notify_new_sale === undefined ? {} : { notifyNewSale: payload.notify_new_sale }),
  };
  await manager.getRepository(Store).update(store.id, changes);
  return Object.assign(store, changes);
}
