import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/** A testimonial shown on the store's checkout (name, text and an optional photo). */
export class SocialProof extends BaseRecord {
  storeId!: number;
  name!: string;
  text!: string;
  /** The person's photo (an `upload` owned by the store's merchant), if any. */
  photoUploadId!: number | null;
  isActive!: boolean;
}

export const socialProofSchema = (types: ColumnTypes) =>
  new EntitySchema<SocialProof>({
    name: 'SocialProof',
    tableName: 'social_proof',
    target: SocialProof,
    columns: {
      ...baseColumns(types),
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      name: { type: 'varchar', length: 80 },
      text: { type: 'text' },
      photoUploadId: {
        type: 'integer',
        name: 'photo_upload_id',
        nullable: true,
        foreignKey: { target: 'Upload', onDelete: 'SET NULL' },
      },
      isActive: { type: 'boolean', name: 'is_active' },
    },
    indices: [{ name: 'IDX_social_proof_store_id_id', columns: ['storeId', 'id'] }],
  });
