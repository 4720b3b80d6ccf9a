import { EntitySchema } from 'typeorm';
import type { ColumnTypes } from '../column-types.ts';
import { BaseRecord, baseColumns } from './base.ts';

/** The mail outbox: every e-mail the server sends, with its delivery outcome. */
export class OutboundEmail extends BaseRecord {
  /** The account the mail concerns, if any; deleting the account deletes its mails. */
  userId!: number | null;
  to!: string;
  subject!: string;
  text!: string;
  html!: string;
  /** Set when an SMTP server accepted the mail; null while undelivered or when only logged. */
  sentAt!: Date | null;
  error!: string | null;
}

export const outboundEmailSchema = (types: ColumnTypes) =>
  new EntitySchema<OutboundEmail>({
    name: 'OutboundEmail',
    tableName: 'outbound_email',
    target: OutboundEmail,
    columns: {
      ...baseColumns(types),
      userId: {
        type: 'integer',
        name: 'user_id',
        nullable: true,
        foreignKey: { target: 'User', onDelete: 'CASCADE' },
      },
      to: { type: 'varchar', length: 254 },
      subject: { type: 'varchar', length: 255 },
      text: { type: 'text' },
      html: { type: 'text' },
      sentAt: { type: types.timestamp, name: 'sent_at', nullable: true },
      error: { type: 'text', nullable: true },
    },
    indices: [{ name: 'IDX_outbound_email_user_id', columns: ['userId'] }],
  });
