import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

export class User extends BaseRecord {
  fullName!: string;
  /** Always stored lowercased; unique. */
  email!: string;
  phone!: string;
  /** CPF or CNPJ, normalised (digits, and letters for the alphanumeric CNPJ). */
  documento!: string;
  passwordHash!: string;
  avatarUploadId!: number | null;
}

export const userSchema = (types: ColumnTypes) =>
  new EntitySchema<User>({
    name: 'User',
    tableName: 'user',
    target: User,
    columns: {
      ...baseColumns(types),
      fullName: { type: 'varchar', length: 120, name: 'full_name' },
      email: { type: 'varchar', length: 254, unique: true },
      phone: { type: 'varchar', length: 20 },
      documento: { type: 'varchar', length: 14 },
      passwordHash: { type: 'varchar', length: 255, name: 'password_hash' },
      avatarUploadId: {
        type: 'integer',
        name: 'avatar_upload_id',
        nullable: true,
        foreignKey: { target: 'Upload', onDelete: 'SET NULL' },
      },
    },
  });
