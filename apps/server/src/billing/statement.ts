import {
  LEDGER_KIND_LABELS,
  STATEMENT_PAGE_SIZE,
  STATEMENT_STATUS_LABELS,
  type StatementFilter,
  type StatementPage,
  type StatementRow,
} from '@pagora/contract';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { databaseKindOf } from '../db/column-types.ts';
import type { Database } from '../db/data-source.ts';
import { BillingAccount, LedgerEntry } from '../db/entities/index.ts';
import {
  CSV_BOM,
  csvAmount,
  csvField,
  csvLine,
  EXPORT_BATCH_SIZE,
  EXPORT_MAX_ROWS,
  type ExportLimits,
  exportTruncatedNote,
} from '../shared/csv.ts';
import { addDaysToDate, dbTime, formatLocalDateTime, localDayStart } from '../shared/zoned-time.ts';
import { BILLING_ZONE } from './ledger.ts';

/*
 * The statement (Extrato): the ledger newest first, in server-side pages. Without filters a page
 * is a range of the account's gapless seq (its bounds come from billing_account.entry_seq), so
 * any page costs one index range read however long the ledger is; with a kind or a period the
 * page is read through the (user, kind, seq) or (user, created_at) index.
 */

export const transactionId = (id: number) => `TX-${String(id).padStart(6, '0')}`;

function rowOf(entry: LedgerEntry): StatementRow {
  return {
    id: transactionId(entry.id),
    kind: entry.kind,
    reference: entry.description,
    created_at: entry.createdAt.toISOString(),
    amount_cents: entry.amountCents,
    status: 'confirmed',
  };
}

const COLUMNS = {
  id: true,
  seq: true,
  kind: true,
  description: true,
  createdAt: true,
  amountCents: true,
} as const;

function filtered(
  manager: EntityManager,
  userId: number,
  filter: StatementFilter,
): SelectQueryBuilder<LedgerEntry> {
  const query = manager
    .getRepository(LedgerEntry)
    .createQueryBuilder('entry')
    .select(Object.keys(COLUMNS).map((column) => `entry.${column}`))
    .where('entry.user_id = :userId', { userId });
  const kind = databaseKindOf(manager.connection.options.type);
  if (filter.kind) query.andWhere('entry.kind = :kind', { kind: filter.kind });
  if (filter.from)
    query.andWhere('entry.created_at >= :from', {
      from: dbTime(kind, localDayStart(filter.from, BILLING_ZONE)),
    });
  if (filter.to) {
    query.andWhere('entry.created_at < :to', {
      to: dbTime(kind, localDayStart(addDaysToDate(filter.to, 1), BILLING_ZONE)),
    });
  }
  return query;
}

export async function statementPage(
  manager: EntityManager,
  userId: number,
  filter: StatementFilter,
): Promise<StatementPage> {
  const size = STATEMENT_PAGE_SIZE;
  let total: number;
  let items: LedgerEntry[];
  if (!filter.kind && !filter.from && !filter.to) {
    const account = await manager
      .getRepository(BillingAccount)
      .findOne({ where: { userId }, select: { id: true, entrySeq: true } });
    total = account?.entrySeq ?? 0;
    const page = Math.min(filter.page, Math.max(1, Math.ceil(total / size)));
    const high = total - (page - 1) * size;
    items =
      total === 0
        ? []
        : await filtered(manager, userId, filter)
            .andWhere('entry.seq > :low AND entry.seq <= :high', { low: high - size, high })
            .orderBy('entry.seq', 'DESC')
            .getMany();
    return {
      items: items.map(rowOf),
      page,
      page_count: Math.max(1, Math.ceil(total / size)),
      total,
      page_size: size,
    };
  }
  total = await filtered(manager, userId, filter).getCount();
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(filter.page, pageCount);
  items = await filtered(manager, userId, filter)
    .orderBy('entry.seq', 'DESC')
    .offset((page - 1) * size)
    .limit(size)
    .getMany();
  return { items: items.map(rowOf), page, page_count: pageCount, total, page_size: size };
}

/**
 * One statement line. The amount (5th field) is signed: it is written as the number it is, not
 * through `csvField`, whose formula guard would turn '-2,00' into text; it holds only digits,
 * dots, a comma and the minus sign, so it needs no quoting either.
 */
function statementLine(fields: [string, string, string, string, string, string]): string {
  const [id, kind, reference, date, amount, status] = fields;
  return `${[id, kind, reference, date].map(csvField).join(';')};${amount};${csvField(status)}\r\n`;
}

/** The filtered statement as CSV (every page), read in batches of seq. */
export async function* statementCsv(
  db: Database,
  userId: number,
  filter: StatementFilter,
  limits: ExportLimits = {},
): AsyncGenerator<string> {
  const maxRows = limits.maxRows ?? EXPORT_MAX_ROWS;
  const batchSize = limits.batchSize ?? EXPORT_BATCH_SIZE;
  yield CSV_BOM + csvLine(['ID da transação', 'Tipo', 'Referência', 'Data', 'Valor (R$)', 'Status']);
  let before: number | null = null;
  let written = 0;
  for (;;) {
    const query = filtered(db.manager, userId, filter).orderBy('entry.seq', 'DESC').limit(batchSize);
    if (before !== null) query.andWhere('entry.seq < :before', { before });
    const batch = await query.getMany();
    if (batch.length === 0) return;
    let chunk = '';
    for (const entry of batch) {
      if (written >= maxRows) {
        yield `${chunk}${csvLine([exportTruncatedNote(maxRows)])}`;
        return;
      }
      chunk += statementLine([
        transactionId(entry.id),
        LEDGER_KIND_LABELS[entry.kind] ?? entry.kind,
        entry.description,
        formatLocalDateTime(entry.createdAt, BILLING_ZONE),
        csvAmount(entry.amountCents),
        STATEMENT_STATUS_LABELS.confirmed,
      ]);
      written += 1;
    }
    yield chunk;
    before = batch.at(-1)!.seq;
    if (batch.length < batchSize) return;
  }
}
