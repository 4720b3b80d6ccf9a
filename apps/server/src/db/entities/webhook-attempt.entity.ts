import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';

/** One HTTP attempt of a message: the answer's status code or the error, and how long it took. */
export class WebhookAttempt {
  id!: number;
  messageId!: number;
  /** 1, 2, 3… per message; UNIQUE, so an attempt is never recorded twice. */
  attemptNumber!: number;
  attemptedAt!: Date;
  responseCode!: number | null;
  /** What went wrong, in Portuguese, by class (timeout, refused connection, TLS, HTTP status…). */
  error!: string | null;
  /** The raw error behind it (e.g. Node's TLS message, the refused address), for the curious. */
  errorDetail!: string | null;
  durationMs!: number;
}

export const webhookAttemptSchema = (types: ColumnTypes) =>
  new EntitySchema<WebhookAttempt>({
    name: 'WebhookAttempt',
    tableName: 'webhook_attempt',
    target: WebhookAttempt,
    columns: {
      id: { type: 'integer', primary: true, generated: 'increment' },
      messageId: {
        type: 'integer',
        name: 'message_id',
        foreignKey: { target: 'WebhookMessage', onDelete: 'CASCADE' },
      },
      attemptNumber: { type: 'integer', name: 'attempt_number' },
      attemptedAt: { type: types.timestamp, name: 'attempted_at' },
      responseCode: { type: 'integer', name: 'response_code', nullable: true },
      error: { type: 'varchar', length: 300, nullable: true },
      errorDetail: { type: 'varchar', length: 300, name: 'error_detail', nullable: true },
      durationMs: { type: 'integer', name: 'duration_ms' },
    },
    indices: [
      { name: 'UQ_webhook_attempt_message_number', columns: ['messageId', 'attemptNumber'], unique: true },
    ],
  });
