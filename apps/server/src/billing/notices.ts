import { formatCents } from '@pagora/contract';
import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit } from '../db/after-commit.ts';
import type { Database } from '../db/data-source.ts';
import { User } from '../db/entities/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type BillingNoticeKind, billingNoticeEmail } from '../mail/templates.ts';

/*
 * The merchant's e-mails about unpaid fees, queued in the outbox inside the transaction that
 * changes the overdue state and sent once it commits. Registered per database by the app (as the
 * order e-mails are), so ledger code deep in a transaction can queue them.
 */

interface NoticeSender {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

const senders = new WeakMap<DataSource, NoticeSender>();

export function enableBillingNotices(sender: NoticeSender): void {
  senders.set(sender.db.dataSource, sender);
}

export async function queueBillingNotice(
  manager: EntityManager,
  userId: number,
  kind: BillingNoticeKind,
  details: { pendingCents: number; reason?: string },
): Promise<void> {
  const sender = senders.get(manager.connection);
  if (!sender) return;
  const user = await manager.getRepository(User).findOne({ where: { id: userId } });
  if (!user) return;
  const mail = await sender.mailer.enqueue(manager, {
    to: user.email,
    userId: user.id,
    ...billingNoticeEmail({
      name: user.fullName,
      kind,
      pending: formatCents(details.pendingCents),
      ...(details.reason ? { reason: details.reason } : {}),
      link: `${sender.publicUrl}/financeiro`,
    }),
  });
  afterCommit(manager, () => sender.mailer.dispatch(sender.db, [mail]));
}
