import type { WebhookDeliveryStatus } from '@pagora/contract';
import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/**
 * The outbox: one event for one endpoint, written in the transaction of the change it announces,
 * with the body to send (a snapshot). The worker claims due rows with a lease (locked_until +
 * lock_token); next_attempt_at is null once delivered or failed for good, and while the endpoint
 * is disabled (status 'pending' or 'retrying': the message waits for the endpoint's reactivation).
 */
export class WebhookMessage extends BaseRecord {
  storeId!: number;
  endpointId!: number;
  /** Standard Webhooks' message id ('msg_…'): the webhook-id header, the same on every retry. */
  msgId!: string;
  eventType!: string;
  /** The JSON body, exactly as sent. */
  payload!: string;
  isTest!: boolean;
  /** The order the event is about (null for carts and test events). */
  orderNumber!: number | null;
  status!: WebhookDeliveryStatus;
  attemptCount!: number;
  nextAttemptAt!: Date | null;
  lockedUntil!: Date | null;
  lockToken!: string | null;
  deliveredAt!: Date | null;
}

export const webhookMessageSchema = (types: ColumnTypes) =>
  new EntitySchema<WebhookMessage>({
    name: 'WebhookMessage',
    tableName: 'webhook_message',
    target: WebhookMessage,
    columns: {
      ...baseColumns(types),
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      endpointId: {
        type: 'integer',
        name: 'endpoint_id',
        foreignKey: { target: 'WebhookEndpoint', onDelete: 'CASCADE' },
      },
      msgId: { type: 'varchar', length: 40, name: 'msg_id' },
      eventType: { type: 'varchar', length: 40, name: 'event_type' },
      payload: { type: 'text' },
      isTest: { type: 'boolean', name: 'is_test' },
      orderNumber: { type: 'integer', name: 'order_number', nullable: true },
      status: { type: 'varchar', length: 20 },
      attemptCount: { type: 'integer', name: 'attempt_count', default: 0 },
      nextAttemptAt: { type: types.timestamp, name: 'next_attempt_at', nullable: true },
      lockedUntil: { type: types.timestamp, name: 'locked_until', nullable: true },
      lockToken: { type: 'varchar', length: 40, name: 'lock_token', nullable: true },
      deliveredAt: { type: types.timestamp, name: 'delivered_at', nullable: true },
    },
    indices: [
      { name: 'UQ_webhook_message_endpoint_msg', columns: ['endpointId', 'msgId'], unique: true },
      { name: 'IDX_webhook_message_due', columns: ['nextAttemptAt'], where: 'next_attempt_at IS NOT NULL' },
      {
        name: 'IDX_webhook_message_endpoint_due',
        columns: ['endpointId', 'nextAttemptAt'],
        where: 'next_attempt_at IS NOT NULL',
      },
      { name: 'IDX_webhook_message_store_id', columns: ['storeId'] },
      { name: 'IDX_webhook_message_finished', columns: ['createdAt'], where: 'next_attempt_at IS NULL' },
    ],
  });
