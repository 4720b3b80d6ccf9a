import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/** A bearer token; only the SHA-256 of the token is stored. */
export class AuthSession extends BaseRecord {
  userId!: number;
  tokenHash!: string;
  expiresAt!: Date;
  remember!: boolean;
  revokedAt!: Date | null;
}

export const authSessionSchema = (types: ColumnTypes) =>
  new EntitySchema<AuthSession>({
    name: 'AuthSession',
    tableName: 'auth_session',
    target: AuthSession,
    columns: {
      ...baseColumns(types),
      userId: { type: 'integer', name: 'user_id', foreignKey: { target: 'User', onDelete: 'CASCADE' } },
      tokenHash: { type: 'varchar', length: 64, name: 'token_hash', unique: true },
      expiresAt: { type: types.timestamp, name: 'expires_at' },
      remember: { type: 'boolean' },
      revokedAt: { type: types.timestamp, name: 'revoked_at', nullable: true },
    },
    indices: [{ name: 'IDX_auth_session_user_id', columns: ['userId'] }],
  });
