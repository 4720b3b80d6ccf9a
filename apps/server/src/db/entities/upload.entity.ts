import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/**
 * An uploaded file, bytes included, so that every server instance can serve it.
 * Served publicly at /uploads/<key>; a new upload always gets a new key, so the URL is immutable.
 */
export class Upload extends BaseRecord {
  /** Random UUID used in the public URL. */
  key!: string;
  userId!: number;
  contentType!: string;
  byteSize!: number;
  sha256!: string;
  /** Not selected by default: ask for it explicitly. */
  data!: Buffer;
}

export const uploadSchema = (types: ColumnTypes) =>
  new EntitySchema<Upload>({
    name: 'Upload',
    tableName: 'upload',
    target: Upload,
    columns: {
      ...baseColumns(types),
      key: { type: 'varchar', length: 36, unique: true },
      userId: { type: 'integer', name: 'user_id', foreignKey: { target: 'User', onDelete: 'CASCADE' } },
      contentType: { type: 'varchar', length: 100, name: 'content_type' },
      byteSize: { type: 'integer', name: 'byte_size' },
      sha256: { type: 'varchar', length: 64 },
      data: { type: types.binary, select: false },
    },
    indices: [{ name: 'IDX_upload_user_id', columns: ['userId'] }],
  });
