/**
 * Local days in a store's IANA time zone, with Intl.DateTimeFormat only. A local day is the span of
 * instants whose wall-clock date in the zone is that date: it starts at the first such instant
 * (00:00, or 01:00 when a DST change skipped midnight, as São Paulo's did until 2019) and lasts 23,
 * 24 or 25 hours. Dates are 'YYYY-MM-DD' strings of the proleptic Gregorian calendar.
 */
import type { DatabaseKind } from '../db/column-types.ts';

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Throws a RangeError for a zone the runtime does not know. */
export function assertTimeZone(zone: string): void {
  formatterFor(zone);
}

/** The wall-clock reading of an instant in the zone. */
export function localParts(instant: Date, zone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year as number,
    month: parts.month as number,
    day: parts.day as number,
    hour: (parts.hour as number) % 24,
    minute: parts.minute as number,
    second: parts.second as number,
  };
}

/** Local time minus UTC at the instant, in milliseconds (-3 h for São Paulo today). */
export function zoneOffsetMs(instant: Date | number, zone: string): number {
  const time = typeof instant === 'number' ? instant : instant.getTime();
  const wholeSecond = Math.floor(time / 1000) * 1000;
  const p = localParts(new Date(wholeSecond), zone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - wholeSecond;
}

function wallOf(instant: number, zone: string): number {
  return instant + zoneOffsetMs(instant, zone);
}

/**
 * The instant a wall-clock time (given as if it were UTC milliseconds) happens in the zone. When the
 * clock runs twice through it (DST ends) the first one; when it skips it (DST begins), the instant
 * the same distance after the gap's start, so a skipped midnight gives the day's first instant.
 */
function instantOfWall(wall: number, zone: string): number {
  const before = zoneOffsetMs(wall - DAY_MS, zone);
  const after = zoneOffsetMs(wall + DAY_MS, zone);
  const candidates = [...new Set([wall - before, wall - after])].sort((a, b) => a - b);
  for (const candidate of candidates) {
    if (wallOf(candidate, zone) === wall) return candidate;
  }
  // Within a skipped hour: the later reading of the offsets lands after the gap.
  return Math.max(...candidates);
}

function parseDate(date: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Data inválida: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function dateString(year: number, month: number, day: number): string {
  // Normalises overflowing days and months (e.g. day 32) through UTC arithmetic.
  const utc = new Date(Date.UTC(year, month - 1, day));
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

/** The local date 'YYYY-MM-DD' of an instant. */
export function localDate(instant: Date, zone: string): string {
  const p = localParts(instant, zone);
  return dateString(p.year, p.month, p.day);
}

/** The date `days` calendar days after (or before) a 'YYYY-MM-DD' date. */
export function addDaysToDate(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  return dateString(year, month, day + days);
}

/** Day of the week of a 'YYYY-MM-DD' date, 0 = Sunday. */
export function weekdayOfDate(date: string): number {
  const { year, month, day } = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The first instant of a local date ('YYYY-MM-DD' 00:00 in the zone). */
export function localDayStart(date: string, zone: string): Date {
  const { year, month, day } = parseDate(date);
  return new Date(instantOfWall(Date.UTC(year, month - 1, day), zone));
}

/** The instant of a local wall-clock time (see instantOfWall for skipped or repeated times). */
export function localDateTime(
  date: string,
  hour: number,
  minute: number,
  zone: string,
  second = 0,
  millisecond = 0,
): Date {
  const { year, month, day } = parseDate(date);
  return new Date(instantOfWall(Date.UTC(year, month - 1, day, hour, minute, second, millisecond), zone));
}

/** The first instant of the local day the instant falls in. */
export function startOfLocalDay(instant: Date, zone: string): Date {
  return localDayStart(localDate(instant, zone), zone);
}

/** The first instant of the local day `days` after (or before) the instant's local day. */
export function addLocalDays(instant: Date, days: number, zone: string): Date {
  return localDayStart(addDaysToDate(localDate(instant, zone), days), zone);
}

/** The first instant of the local week (weeks start on Sunday) the instant falls in. */
export function startOfLocalWeek(instant: Date, zone: string): Date {
  const date = localDate(instant, zone);
  return localDayStart(addDaysToDate(date, -weekdayOfDate(date)), zone);
}

/** The first instant of the local month the instant falls in. */
export function startOfLocalMonth(instant: Date, zone: string): Date {
  const p = localParts(instant, zone);
  return localDayStart(dateString(p.year, p.month, 1), zone);
}

/** The first instant of the local month after the instant's. */
export function startOfNextLocalMonth(instant: Date, zone: string): Date {
  const p = localParts(instant, zone);
  return localDayStart(dateString(p.year, p.month + 1, 1), zone);
}

/** 'dd/MM/yyyy HH:mm' in the zone (the lists, CSV exports and e-mails). */
export function formatLocalDateTime(instant: Date, zone: string): string {
  const p = localParts(instant, zone);
  return `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'dd/MM' in the zone (the dashboard's daily axis). */
export function formatLocalDayMonth(instant: Date, zone: string): string {
  const p = localParts(instant, zone);
  return `${pad(p.day)}/${pad(p.month)}`;
}

/**
 * A Date as the database stores it, for raw SQL parameters: SQLite keeps TypeORM's
 * 'YYYY-MM-DD HH:MM:SS.SSS' UTC text (compared as strings), PostgreSQL takes the Date itself.
 */
export function dbTime(kind: DatabaseKind, date: Date): string | Date {
  if (kind === 'postgres') return date;
  return date.toISOString().replace('T', ' ').slice(0, 23);
}
