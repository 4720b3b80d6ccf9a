import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/** A single-use password reset link; only the SHA-256 of the token is stored. */
export class PasswordReset extends BaseRecord {
  userId!: number;
  tokenHash!: string;
  expiresAt!: Date;
  usedAt!: Date | null;
}

export const passwordResetSchema = (types: ColumnTypes) =>
  new EntitySchema<PasswordReset>({
    name: 'PasswordReset',
    tableName: 'password_reset',
    target: PasswordReset,
    columns: {
      ...baseColumns(types),
      userId: { type: 'integer', name: 'user_id', foreignKey: { target: 'User', onDelete: 'CASCADE' } },
      tokenHash: { type: 'varchar', length: 64, name: 'token_hash', unique: true },
      expiresAt: { type: types.timestamp, name: 'expires_at' },
      usedAt: { type: types.timestamp, name: 'used_at', nullable: true },
    },
    indices: [{ name: 'IDX_password_reset_user_id', columns: ['userId'] }],
  });
