import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

export class Store extends BaseRecord {
  userId!: number;
  name!: string;
  /**
   * The last order number given in this store. Incremented inside the order's transaction
   * (`UPDATE … RETURNING`), so numbers never skip or repeat, even under concurrent checkouts.
   */
  orderSeq!: number;
  /** IANA zone the dashboard's days and the lists' dates are computed in. */
  timeZone!: string;
  /** Minutes without activity after which a cart with personal data counts as abandoned. */
  abandonAfterMinutes!: number;
  /** Automatic recovery e-mails on. */
  recoveryAuto!: boolean;
  /** When they go out: minutes after abandonment, comma-separated ascending ('60,1440'). */
  recoveryDelays!: string;
  /** The owner gets a 'Nova venda' e-mail for each approved order. */
  notifyNewSale!: boolean;
  /** Recovery per payment method: JSON of the contract's RecoveryMethods (null: the defaults). */
  recoveryMethods!: string | null;
}

export const storeSchema = (types: ColumnTypes) =>
  new EntitySchema<Store>({
    name: 'Store',
    tableName: 'store',
    target: Store,
    columns: {
      ...baseColumns(types),
      userId: { type: 'integer', name: 'user_id', foreignKey: { target: 'User', onDelete: 'CASCADE' } },
      name: { type: 'varchar', length: 80 },
      orderSeq: { type: 'integer', name: 'order_seq', default: 0 },
      timeZone: { type: 'varchar', length: 40, name: 'time_zone', default: 'America/Sao_Paulo' },
      abandonAfterMinutes: { type: 'integer', name: 'abandon_after_minutes', default: 30 },
      recoveryAuto: { type: 'boolean', name: 'recovery_auto', default: false },
      recoveryDelays: { type: 'varchar', length: 40, name: 'recovery_delays', default: '60,1440' },
      notifyNewSale: { type: 'boolean', name: 'notify_new_sale', default: true },
      recoveryMethods: { type: 'text', name: 'recovery_methods', nullable: true },
    },
    indices: [{ name: 'IDX_store_user_id', columns: ['userId'] }],
  });
