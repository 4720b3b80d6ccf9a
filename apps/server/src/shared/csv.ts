/*
 * CSV as Brazilian spreadsheets open it: UTF-8 with a BOM (or Excel reads it as Latin-1), ';'
 * between fields (',' is the decimal separator), CRLF line ends, amounts '1.234,56'.
 */

export const CSV_BOM = '\uFEFF';

/** Rows per database read of an export: memory stays flat however long the list is. */
export const EXPORT_BATCH_SIZE = 5000;
/** An export stops here, with a last line saying so. */
export const EXPORT_MAX_ROWS = 100_000;
/** The last line of an export that stopped at `maxRows`. */
export function exportTruncatedNote(maxRows: number): string {
  return `Exportação limitada às primeiras ${maxRows.toLocaleString('pt-BR')} linhas: use os filtros para exportar o restante.`;
}

/** An export's cap and read batch (the defaults above; tests make them small). */
export interface ExportLimits {
  maxRows?: number;
  batchSize?: number;
}

const amountFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Integer cents as '1.234,56' (no currency sign, so spreadsheets read a number). */
export function csvAmount(cents: number): string {
  return amountFormat.format(cents / 100);
}

/**
 * One field: text a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a
 * leading apostrophe; a field with ';', '"' or a line break is quoted, its quotes doubled.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, CRLF-terminated. Numbers pass as they are (amounts go through `csvAmount` first). */
export function csvLine(fields: (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(';')}\r\n`;
}

/** 'pedidos-12-2026-11-22.csv' */
export function exportFileName(prefix: string, storeId: number, localDate: string): string {
  return `${prefix}-${storeId}-${localDate}.csv`;
}
