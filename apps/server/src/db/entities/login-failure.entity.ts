import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/** One failed login attempt; counted per e-mail and per IP to throttle guessing across instances. */
export class LoginFailure extends BaseRecord {
  email!: string;
  ip!: string;
}

export const loginFailureSchema = (types: ColumnTypes) =>
  new EntitySchema<LoginFailure>({
    name: 'LoginFailure',
    tableName: 'login_failure',
    target: LoginFailure,
    columns: {
      ...baseColumns(types),
      email: { type: 'varchar', length: 254 },
      ip: { type: 'varchar', length: 64 },
    },
    indices: [
      { name: 'IDX_login_failure_email_created_at', columns: ['email', 'createdAt'] },
      { name: 'IDX_login_failure_ip_created_at', columns: ['ip', 'createdAt'] },
    ],
  });
