import { formatCents } from '@pagora/contract/money';

/**
 * How the product writes numbers, money, dates and contacts for a person (pt-BR). Screens and the
 * checkout print through these, so one figure reads the same wherever it shows.
 */

/** Integer cents as reais: 123456 → 'R$ 1.234,56' (Intl puts a no-break space after 'R$'). */
export const formatMoney = formatCents;

const countFormat = new Intl.NumberFormat('pt-BR');

/** A count with thousands grouped: 1234 → '1.234'. */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

const percentFormats = new Map<number, Intl.NumberFormat>();

/**
 * A percentage with decimals only when it has them: 84 → '84%', 33.33 → '33,3%' (one decimal), or
 * with `decimals` 2, 2.5 → '2,5%' and 12.75 → '12,75%'.
 */
export function formatPercent(percent: number, decimals = 1): string {
  let format = percentFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: decimals });
    percentFormats.set(decimals, format);
  }
  return `${format.format(percent)}%`;
}

// ─── Dates and times ──────────────────────────────────────────────────────────────────────────
// In the store's time zone (Brasília unless the store says otherwise), so the server-rendered
// checkout and the browser print the same instant the same way whatever the visitor's clock.

/**
 * Brasília time, the stores' default zone (the contract's DEFAULT_TIME_ZONE; not imported from
 * there because the buyer's checkout, which prints through this module, must not load zod).
 */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The day, month, year, hour and minute of an ISO instant in a zone; null when unreadable. */
function partsOf(value: string, timeZone: string): Record<string, string> | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    try {
      // en-GB with h23 gives two-digit parts and '00' at midnight (pt-BR may print '24').
      format = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      return null;
    }
    dateTimeFormats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** 'YYYY-MM-DD' as it is, or an ISO instant in the zone → 'dd/MM/yyyy'; unreadable values as they are. */
export function formatDate(value: string, timeZone: string = BRASILIA_TIME_ZONE): string {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
  const p = partsOf(value, timeZone);
  return p ? `${p.day}/${p.month}/${p.year}` : value;
}

/** An ISO instant → 'dd/MM/yyyy HH:mm' in the zone; unreadable values as they are. */
export function formatDateTime(value: string, timeZone: string = BRASILIA_TIME_ZONE): string {
  const p = partsOf(value, timeZone);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : value;
}

/** An ISO instant → 'dd/MM HH:mm' (where the year goes without saying); unreadable values as they are. */
export function formatShortDateTime(value: string, timeZone: string = BRASILIA_TIME_ZONE): string {
  const p = partsOf(value, timeZone);
  return p ? `${p.day}/${p.month} ${p.hour}:${p.minute}` : value;
}

/** An ISO instant → 'HH:mm' in the zone; unreadable values as they are. */
export function formatTime(value: string, timeZone: string = BRASILIA_TIME_ZONE): string {
  const p = partsOf(value, timeZone);
  return p ? `${p.hour}:${p.minute}` : value;
}

// ─── Contacts ─────────────────────────────────────────────────────────────────────────────────

/** '(11) 98765-4321', '(11) 3456-7890' (with or without the +55); other shapes as typed. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if (digits.length === 11) return digits.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3');
  if (digits.length === 10) return digits.replace(/^(\d{2})(\d{4})(\d{4})$/, '($1) $2-$3');
  return phone;
}

/** '01310-100'; other shapes as stored. */
export function formatCep(cep: string): string {
  const digits = cep.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : cep;
}
