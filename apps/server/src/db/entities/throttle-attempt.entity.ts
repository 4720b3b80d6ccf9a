import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/**
 * One attempt that a rate limit counts (a login, a registration, a password-recovery request, a
 * confirmation of the current password), by scope and by e-mail and/or IP. Kept in the database so
 * that every server instance counts the same attempts.
 */
export class ThrottleAttempt extends BaseRecord {
  scope!: string;
  email!: string | null;
  ip!: string | null;
}

export const throttleAttemptSchema = (types: ColumnTypes) =>
  new EntitySchema<ThrottleAttempt>({
    name: 'ThrottleAttempt',
    tableName: 'throttle_attempt',
    target: ThrottleAttempt,
    columns: {
      ...baseColumns(types),
      scope: { type: 'varchar', length: 20 },
      email: { type: 'varchar', length: 254, nullable: true },
      ip: { type: 'varchar', length: 64, nullable: true },
    },
    indices: [
      { name: 'IDX_throttle_attempt_scope_email_created_at', columns: ['scope', 'email', 'createdAt'] },
      { name: 'IDX_throttle_attempt_scope_ip_created_at', columns: ['scope', 'ip', 'createdAt'] },
      { name: 'IDX_throttle_attempt_created_at', columns: ['createdAt'] },
    ],
  });
