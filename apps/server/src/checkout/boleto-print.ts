import { boletoBars, formatCents } from '@pagora/contract';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { Order } from '../db/entities/index.ts';
import { escapeHtml } from '../mail/templates.ts';
import { formatDigitableLine } from '../payments/boleto.ts';
import type { PaymentGateways } from '../payments/gateways.ts';
import { TEST_PROVIDER_ID } from '../payments/test-provider.ts';
import { formatLocalDateTime } from '../shared/zoned-time.ts';

/*
 * The boleto's print/PDF button (GET <order page>/boleto). A real gateway's boleto prints best from
 * the provider's own document (Pagar.me's `last_transaction.pdf`, Mercado Pago's
 * `transaction_details.external_resource_url`): its link is asked from the provider when the buyer
 * clicks, so it is never stale, and the buyer is sent there. Test mode's boletos, and any boleto
 * whose provider gives no link or cannot be asked right now, get Pagora's printable page: the
 * digitable line and the barcode as the bank reads them, with the amount, due date and parties,
 * plain HTML that prints (or saves as PDF) from the browser without JavaScript.
 */

export const BOLETO_NOT_FOUND_MESSAGE = 'Boleto não encontrado.';

/**
 * Where a pending boleto order prints from: the provider's printable boleto (`pdfUrl`; null for
 * the built-in test mode, when the provider gives none, or cannot answer now), and whether the
 * boleto is a test one (test mode, or a provider's sandbox), which no bank takes money for.
 */
export async function boletoDocument(
  manager: EntityManager,
  gateways: PaymentGateways,
  logger: Logger,
  order: Order,
): Promise<{ pdfUrl: string | null; testMode: boolean }> {
  const provider = await gateways.byId(manager, order.storeId, order.gateway);
  const testMode = provider?.testMode ?? false;
  if (!provider || order.gateway === TEST_PROVIDER_ID || !order.gatewayReference) {
    return { pdfUrl: null, testMode };
  }
  try {
    const state = await provider.lookup({ reference: order.gatewayReference });
    return { pdfUrl: state?.status === 'pending' ? (state.boleto?.pdfUrl ?? null) : null, testMode };
  } catch (error) {
    // The printable page has the same line and barcode: the buyer is not kept waiting on the outage.
    logger.warn({ err: error, orderId: order.id }, 'Gateway indisponível ao buscar o PDF do boleto');
    return { pdfUrl: null, testMode };
  }
}

export interface BoletoPrintInput {
  order: Pick<
    Order,
    'number' | 'buyerName' | 'totalCents' | 'boletoLine' | 'boletoBarcode' | 'boletoDueDate' | 'createdAt'
  >;
  storeName: string;
  timeZone: string;
  /** A test boleto (test mode or a provider's sandbox): well formed, but no bank takes money for it. */
  testMode: boolean;
  /** The order page, to go back to. */
  orderUrl: string;
}

/** The bars at FEBRABAN's print size: 103 mm long, 13 mm high. */
function barcodeSvg(digits: string): string {
  const { bars, width } = boletoBars(digits);
  if (bars.length === 0) return '';
  const rects = bars.map((bar) => `<rect x="${bar.x}" width="${bar.width}" height="10"/>`).join('');
  return `<svg class="barcode" role="img" aria-label="Código de barras do boleto" viewBox="0 0 ${width} 10" preserveAspectRatio="none" width="103mm" height="13mm">${rects}</svg>`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:24px;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111;background:#fff}
main{max-width:760px;margin:0 auto}
h1{font-size:20px;margin:0 0 4px}
.sub{margin:0 0 16px;color:#444}
.test{border:2px solid #b45309;background:#fffbeb;color:#7c2d12;padding:10px 12px;margin:0 0 16px;font-weight:600}
.slip{border:1px solid #111}
.row{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));border-bottom:1px solid #111}
.cell{padding:6px 10px;border-right:1px solid #111;min-width:0}
.cell:last-child{border-right:0}
.label{display:block;font-size:11px;text-transform:uppercase;letter-spacing:.04em;color:#444}
.value{display:block;font-weight:600;overflow-wrap:anywhere}
.line{padding:10px;border-bottom:1px solid #111;font:600 17px/1.3 ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;letter-spacing:.02em;overflow-wrap:anywhere}
.bars{padding:12px 10px}
.barcode{display:block;max-width:100%;fill:#000}
.help{margin:16px 0 0;color:#333}
.help a{color:#111}
@media print{body{padding:0}.help{display:none}}
`;

/** Pagora's printable boleto: complete without JavaScript, ready for the browser's Print / Save as PDF. */
export function renderBoletoPrintPage(input: BoletoPrintInput): string {
  const { order } = input;
  const digits = (order.boletoLine ?? '').replace(/\D/g, '');
  const line = digits.length === 47 ? formatDigitableLine(digits) : (order.boletoLine ?? '');
  const dueDate = formatLocalDateTime(order.boletoDueDate ?? order.createdAt, input.timeZone).slice(0, 10);
  const cell = (label: string, value: string) =>
    `<div class="cell"><span class="label">${label}</span><span class="value">${escapeHtml(value)}</span></div>`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Boleto do pedido #${order.number} — ${escapeHtml(input.storeName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Boleto do pedido #${order.number}</h1>
<p class="sub">${escapeHtml(input.storeName)}</p>
${input.testMode ? '<p class="test">Boleto de teste: gerado em ambiente de teste, nenhum banco aceita pagamento dele.</p>' : ''}
<section class="slip" aria-label="Boleto">
<div class="row">${cell('Beneficiário', input.storeName)}${cell('Pagador', order.buyerName)}</div>
<div class="row">${cell('Vencimento', dueDate)}${cell('Valor', formatCents(order.totalCents))}${cell('Pedido', `#${order.number}`)}</div>
<div class="line"><span class="label">Linha digitável</span>${escapeHtml(line)}</div>
<div class="bars">${barcodeSvg(order.boletoBarcode ?? '')}</div>
</section>
<p class="help">Pague no app do seu banco, em lotéricas ou agências até o vencimento. Para imprimir ou salvar em PDF, use a opção Imprimir do navegador (Ctrl+P ou ⌘+P) e escolha a impressora ou “Salvar como PDF”. <a href="${escapeHtml(input.orderUrl)}">Voltar ao pedido</a></p>
</main>
</body>
</html>`;
}
