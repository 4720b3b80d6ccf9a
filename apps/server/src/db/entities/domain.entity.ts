import type { DomainPrefix, StoredDomainStatus } from '@pagora/contract';
import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/**
 * A store's claim on a host name for its checkout ('checkout.minhaloja.com.br'). Several stores
 * may claim the same name; only one may have it verified (a unique index over verified rows): the
 * verified name decides which store a request on that host is served.
 */
export class Domain extends BaseRecord {
  storeId!: number;
  /** Lowercase ASCII (IDN in punycode), no trailing dot. */
  domainName!: string;
  prefix!: DomainPrefix;
  status!: StoredDomainStatus;
  verifiedAt!: Date | null;
  /** Last DNS check; the re-check worker also claims a domain by moving it. */
  lastCheckedAt!: Date | null;
  lastError!: string | null;
  /** This claim's code: the TXT record `_pagora.<domainName>` must hold `pagora-verify=<code>`. */
  verificationToken!: string;
  /** When an unverified claim is deleted; null while verified. */
  expiresAt!: Date | null;
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
      verificationToken: { type: 'varchar', length: 64, name: 'verification_token' },
      expiresAt: { type: types.timestamp, name: 'expires_at', nullable: true },
    },
    uniques: [{ name: 'UQ_domain_store_id_domain_name', columns: ['storeId', 'domainName'] }],
    indices: [
      { name: 'IDX_domain_store_id_id', columns: ['storeId', 'id'] },
      { name: 'IDX_domain_status_last_checked_at', columns: ['status', 'lastCheckedAt'] },
      {
        name: 'UQ_domain_verified_domain_name',
        columns: ['domainName'],
        unique: true,
        where: "status = 'verified'",
      },
      { name: 'IDX_domain_expires_at', columns: ['expiresAt'], where: 'expires_at IS NOT NULL' },
    ],
  });
