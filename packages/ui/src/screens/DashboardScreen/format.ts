import { type Compared, DEFAULT_TIME_ZONE, trendPercent } from '@pagora/contract';

/** The typographic minus of '−3,0%' (a hyphen looks like a dash beside the digits). */
export const MINUS = '\u2212';

const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A change in percent, always with one decimal and its sign: '+12,5%', '−3,0%', '0,0%'. */
export function formatTrend(percent: number): string {
  const text = `${oneDecimal.format(Math.abs(percent))}%`;
  if (percent > 0) return `+${text}`;
  if (percent < 0) return `${MINUS}${text}`;
  return text;
}

/** `part` as a percentage of `whole`, rounded to one decimal; null when there is no whole. */
export function sharePercent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

export type TrendDirection = 'up' | 'down' | 'flat' | 'none';

/** What a figure's trend badge shows: '+12,5%' up, '−3,0%' down, '0,0%' flat, 'sem base' none. */
export function describeTrend(compared: Compared): { direction: TrendDirection; text: string } {
  const percent = trendPercent(compared);
  if (percent === null) return { direction: 'none', text: 'sem base' };
  return { direction: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat', text: formatTrend(percent) };
}

/** How the store's time zone is named beside the figures: 'Horário de Brasília', or the zone's id. */
export function timeZoneLabel(timeZone: string): string {
  return timeZone === DEFAULT_TIME_ZONE ? 'Horário de Brasília' : timeZone;
}

/**
 * The days a period covers, in the store's time zone: '26/11/2026' or '22/11/2026 a 28/11/2026'
 * (`to` is exclusive). Empty when the range or the zone cannot be read.
 */
export function periodRangeLabel(range: { from: string; to: string }, timeZone: string): string {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  if (Number.isNaN(from) || Number.isNaN(to)) return '';
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('pt-BR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
  } catch {
    return '';
  }
  const first = format.format(new Date(from));
  const last = format.format(new Date(Math.max(from, to - 1)));
  return first === last ? first : `${first} a ${last}`;
}
