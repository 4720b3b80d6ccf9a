import type { DomainPrefix, DomainStatus } from '@pagora/contract';
import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/**
 * A merchant's own host name for the checkout ('checkout.minhaloja.com.br'). Unique across all
 * stores: the name decides which store a request on that host is served.
 */
export class Domain extends BaseRecord {
  storeId!: number;
  /** Lowercase ASCII (IDN in punycode), no trailing dot. */
  domainName!: string;
  prefix!: DomainPrefix;
  status!: DomainStatus;
  verifiedAt!: Date | null;
  /** Last DNS check; the re-check worker also claims a domain by moving it. */
  lastCheckedAt!: Date | null;
  lastError!: string | null;
}

export const domainSchema = (types: ColumnTypes) =>
  new EntitySchema<Domain>({
    name: 'Domain',
    tableName: 'domain',
    target: Domain,
    columns: {
      ...baseColumns(types),
      storeId: { type: 'integer', name: 'store_id', foreignKey: { target: 'Store', onDelete: 'CASCADE' } },
      domainName: { type: 'varchar', length: 253, name: 'domain_name' },
      prefix: { type: 'varchar', length: 20 },
      status: { type: 'varchar', length: 10, default: 'pending' },
      verifiedAt: { type: types.timestamp, name: 'verified_at', nullable: true },
      lastCheckedAt: { type: types.timestamp, name: 'last_checked_at', nullable: true },
      lastError: { type: 'varchar', length: 300, name: 'last_error', nullable: true },
    },
    uniques: [{ name: 'UQ_domain_domain_name', columns: ['domainName'] }],
    indices: [
      { name: 'IDX_domain_store_id_id', columns: ['storeId', 'id'] },
      { name: 'IDX_domain_status_last_checked_at', columns: ['status', 'lastCheckedAt'] },
    ],
  });
