import { DEFAULT_TIME_ZONE, ORDERS_PAGE_SIZE, type PageInfo } from '@pagora/contract';
import type { DatabaseKind } from '../db/column-types.ts';
import { addDaysToDate, assertTimeZone, localDayStart } from './zoned-time.ts';

/*
 * What the /pedidos lists share: raw SQL parameters for both databases, timestamps in the stored
 * format, the local-day period, the search box and the pager.
 */

/**
 * A point in time as a raw SQL parameter. PostgreSQL takes the Date. SQLite compares the stored
 * UTC text: TypeORM writes 'YYYY-MM-DD HH:MM:SS.SSS' while column defaults (datetime('now')) write
 * 'YYYY-MM-DD HH:MM:SS'; a whole-second bound without '.000' compares right against both.
 */
export function sqlTime(kind: DatabaseKind, date: Date): string | Date {
  if (kind === 'postgres') return date;
  const iso = date.toISOString();
  const text = iso.slice(0, 19).replace('T', ' ');
  return date.getUTCMilliseconds() === 0 ? text : `${text}${iso.slice(19, 23)}`;
}

/** A timestamp read by a raw query: a Date from PostgreSQL, UTC text from SQLite. */
export function fromSqlTime(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  if (/[zZ]$|[+-]\d{2}(:?\d{2})?$/.test(text)) return new Date(text);
  return new Date(`${text.replace(' ', 'T')}Z`);
}

export function optionalSqlTime(value: unknown): Date | null {
  return value === null || value === undefined ? null : fromSqlTime(value);
}

/** Collects a raw query's parameters and writes their placeholders ('?' on SQLite, $n on PostgreSQL). */
export class SqlParams {
  readonly values: unknown[] = [];
  constructor(readonly kind: DatabaseKind) {}

  add(value: unknown): string {
    this.values.push(value);
    return this.kind === 'postgres' ? `$${this.values.length}` : '?';
  }

  time(date: Date): string {
    return this.add(sqlTime(this.kind, date));
  }

  /** `%text%` for a case-insensitive 'contains' (SQLite's LIKE ignores ASCII case). */
  contains(column: string, text: string): string {
    const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const operator = this.kind === 'postgres' ? 'ILIKE' : 'LIKE';
    return `${column} ${operator} ${this.add(pattern)} ESCAPE '\\'`;
  }
}

/** The store's zone, or São Paulo's when the stored one is unknown to the runtime. */
export function storeZone(store: { timeZone: string }): string {
  try {
    assertTimeZone(store.timeZone);
    return store.timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** [from, to) of a period of whole local days, both ends included; either may be open. */
export function localPeriod(
  period: { from: string | null; to: string | null },
  zone: string,
): { from: Date | null; to: Date | null } {
  return {
    from: period.from ? localDayStart(period.from, zone) : null,
    to: period.to ? localDayStart(addDaysToDate(period.to, 1), zone) : null,
  };
}

const MAX_SEARCH_NUMBER = 2_147_483_647;

/**
 * The search box: digits (a leading '#' allowed) may be a number; with '#' only the number is
 * searched, bare digits also match names and e-mails that contain them.
 */
export function parseSearch(q: string): { number: number | null; text: string | null } {
  const match = /^(#?)\s*(\d{1,10})$/.exec(q);
  const number = match ? Number(match[2]) : null;
  const usable = number !== null && number > 0 && number <= MAX_SEARCH_NUMBER ? number : null;
  if (match?.[1] === '#') return { number: usable ?? 0, text: null };
  return { number: usable, text: q };
}

/**
 * A trigram full-text index that narrows a 'contains' search before the LIKE runs (SQLite only):
 * the FTS5 table and the list's id column its rowid matches.
 */
export interface SearchIndex {
  table: string;
  idColumn: string;
}

/** The trigram tokenizer needs at least 3 characters to use its index. */
const MIN_INDEXED_SEARCH = 3;

/**
 * `(number = … OR name contains … OR email contains …)` for the search box; on SQLite with a
 * `searchIndex`, the 'contains' part first narrows to the index's matches.
 */
export function searchClause(
  params: SqlParams,
  q: string,
  numberColumn: string,
  textColumns: string[],
  searchIndex?: SearchIndex,
): string {
  const search = parseSearch(q);
  const terms: string[] = [];
  if (search.number !== null) terms.push(`${numberColumn} = ${params.add(search.number)}`);
  if (search.text !== null) {
    const text = search.text;
    // Placeholders are positional on SQLite: add the parameters in the order the SQL reads them.
    const contains = () => textColumns.map((column) => params.contains(column, text)).join(' OR ');
    if (searchIndex && params.kind === 'sqlite' && [...text].length >= MIN_INDEXED_SEARCH) {
      const { table, idColumn } = searchIndex;
      const match = params.add(`"${text.replaceAll('"', '""')}"`);
      terms.push(
        `(${idColumn} IN (SELECT rowid FROM ${table} WHERE ${table} MATCH ${match}) AND (${contains()}))`,
      );
    } else {
      terms.push(contains());
    }
  }
  return `(${terms.join(' OR ')})`;
}

/** The pager's figures: an empty list is page 1 of 1; a page past the end keeps its number. */
export function pageInfo(total: number, page: number): PageInfo {
  return {
    page,
    page_count: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
    total,
    page_size: ORDERS_PAGE_SIZE,
  };
}

/** Rows read on each side of a page: the groups of equal times it cuts are sorted whole. */
const TIE_MARGIN = 100;

/** What `pageIds` needs to know of a list. */
export interface ListSpec {
  kind: DatabaseKind;
  /** FROM clause, e.g. 'orders o'. */
  from: string;
  /** The WHERE of the list, written with fresh parameters (it is used in several statements). */
  where: (params: SqlParams) => string;
  /** The time column of the order (newest first), e.g. 'o.created_at'; never null in the list. */
  time: string;
  /** The id column (ties: the greater id first), e.g. 'o.id'. */
  id: string;
}

type Queryable = { query(sql: string, values?: unknown[]): Promise<unknown> };

interface TimedId {
  id: number | string;
  /** The time as stored (SQLite's text; PostgreSQL's text output), compared only for equality. */
  at: string;
}

const timeText = (spec: ListSpec) => (spec.kind === 'postgres' ? `${spec.time}::text` : spec.time);
const timeParam = (spec: ListSpec, params: SqlParams, value: string) =>
  spec.kind === 'postgres' ? `${params.add(value)}::timestamptz` : params.add(value);

/**
 * The ids of a page of a list ordered by (time DESC, id DESC); `total` is the list's COUNT.
 *
 * The indexes give the rows in time order, but the id among equal times would cost a sort of
 * every row an OFFSET skips. So the page is read in time order only, with TIE_MARGIN rows on each
 * side, and each run of equal times is put in id order here: positions only move inside a run.
 * A page in the second half is read from the end (ascending, then reversed), so no page skips
 * more than half the list. When a run is longer than the margin (and so may go on beyond what was
 * read), `exactPageIds` reads the page the slow, exact way.
 */
export async function pageIds(
  manager: Queryable,
  spec: ListSpec,
  offset: number,
  pageSize: number,
  total: number,
): Promise<number[]> {
  const take = Math.min(pageSize, total - offset);
  if (take <= 0) return [];
  const after = total - offset - take;
  const descending = offset <= after;
  const skip = descending ? offset : after;
  const start = Math.max(0, skip - TIE_MARGIN);
  const limit = skip - start + take + TIE_MARGIN;
  const params = new SqlParams(spec.kind);
  const rows = (await manager.query(
    `SELECT ${spec.id} AS id, ${timeText(spec)} AS at FROM ${spec.from} WHERE ${spec.where(params)}
      ORDER BY ${spec.time} ${descending ? 'DESC' : 'ASC'}
      LIMIT ${params.add(limit)} OFFSET ${params.add(start)}`,
    params.values,
  )) as TimedId[];
  const first = skip - start;
  const last = first + take - 1;
  const cut =
    rows.length <= last ||
    (start > 0 && rows[0]!.at === rows[first]!.at) ||
    (rows.length === limit && rows.at(-1)!.at === rows[last]!.at);
  if (cut) return exactPageIds(manager, spec, skip, take, descending);
  const sign = descending ? -1 : 1;
  for (let runStart = 0; runStart < rows.length; ) {
    let runEnd = runStart + 1;
    while (runEnd < rows.length && rows[runEnd]!.at === rows[runStart]!.at) runEnd++;
    if (runEnd - runStart > 1) {
      const run = rows.slice(runStart, runEnd).sort((a, b) => sign * (Number(a.id) - Number(b.id)));
      rows.splice(runStart, run.length, ...run);
    }
    runStart = runEnd;
  }
  const ids = rows.slice(first, last + 1).map((row) => Number(row.id));
  return descending ? ids : ids.reverse();
}

/**
 * The same page read exactly whatever the runs of equal times: the time of its first row (one
 * pass in time order), the rows before that time counted, then the page from that time on in
 * (time, id) order.
 */
async function exactPageIds(
  manager: Queryable,
  spec: ListSpec,
  skip: number,
  take: number,
  descending: boolean,
): Promise<number[]> {
  const direction = descending ? 'DESC' : 'ASC';
  const first = new SqlParams(spec.kind);
  const [row] = (await manager.query(
    `SELECT ${timeText(spec)} AS at FROM ${spec.from} WHERE ${spec.where(first)}
      ORDER BY ${spec.time} ${direction} LIMIT 1 OFFSET ${first.add(skip)}`,
    first.values,
  )) as { at: string }[];
  if (!row) return [];
  const before = new SqlParams(spec.kind);
  const [counted] = (await manager.query(
    `SELECT COUNT(*) AS n FROM ${spec.from} WHERE ${spec.where(before)}
      AND ${spec.time} ${descending ? '>' : '<'} ${timeParam(spec, before, row.at)}`,
    before.values,
  )) as { n: number | string }[];
  const params = new SqlParams(spec.kind);
  const where = `${spec.where(params)} AND ${spec.time} ${descending ? '<=' : '>='} ${timeParam(spec, params, row.at)}`;
  const rows = (await manager.query(
    `SELECT ${spec.id} AS id FROM ${spec.from} WHERE ${where}
      ORDER BY ${spec.time} ${direction}, ${spec.id} ${direction}
      LIMIT ${params.add(take)} OFFSET ${params.add(skip - Number(counted?.n ?? 0))}`,
    params.values,
  )) as { id: number | string }[];
  const ids = rows.map((record) => Number(record.id));
  return descending ? ids : ids.reverse();
}

/**
 * The rows of a page, in the order of `ids`: `select` writes the query, given the placeholder
 * list for `id IN (…)`.
 */
export async function rowsInOrder<T extends { id: number | string }>(
  manager: Queryable,
  kind: DatabaseKind,
  ids: number[],
  select: (inList: string) => string,
): Promise<T[]> {
  if (ids.length === 0) return [];
  const params = new SqlParams(kind);
  const records = (await manager.query(
    select(ids.map((id) => params.add(id)).join(', ')),
    params.values,
  )) as T[];
  const byId = new Map(records.map((record) => [Number(record.id), record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
