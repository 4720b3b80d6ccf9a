import type { OrderStatus } from '@pagora/contract';
import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/** One entry of an order's timeline: the status it had from then on and why, in Portuguese. */
export class OrderEvent extends BaseRecord {
  orderId!: number;
  status!: OrderStatus;
  /** e.g. 'Pedido criado', 'Pagamento recusado: Saldo insuficiente.' */
  cause!: string;
}

export const orderEventSchema = (types: ColumnTypes) =>
  new EntitySchema<OrderEvent>({
    name: 'OrderEvent',
    tableName: 'order_event',
    target: OrderEvent,
    columns: {
      ...baseColumns(types),
      orderId: { type: 'integer', name: 'order_id', foreignKey: { target: 'Order', onDelete: 'CASCADE' } },
      status: { type: 'varchar', length: 20 },
      cause: { type: 'text' },
    },
    indices: [{ name: 'IDX_order_event_order_id_id', columns: ['orderId', 'id'] }],
  });
