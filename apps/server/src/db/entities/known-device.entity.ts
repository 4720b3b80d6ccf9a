import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/**
 * A browser on which the user logged in: the SHA-256 of the random value of its device cookie.
 * The same browser may be known to several accounts (one row each).
 */
export class KnownDevice extends BaseRecord {
  userId!: number;
  tokenHash!: string;
  lastUsedAt!: Date;
}

export const knownDeviceSchema = (types: ColumnTypes) =>
  new EntitySchema<KnownDevice>({
    name: 'KnownDevice',
    tableName: 'known_device',
    target: KnownDevice,
    columns: {
      ...baseColumns(types),
      userId: { type: 'integer', name: 'user_id', foreignKey: { target: 'User', onDelete: 'CASCADE' } },
      tokenHash: { type: 'varchar', length: 64, name: 'token_hash' },
      lastUsedAt: { type: types.timestamp, name: 'last_used_at' },
    },
    uniques: [{ name: 'UQ_known_device_user_id_token_hash', columns: ['userId', 'tokenHash'] }],
  });
