import { DOMAIN_CLAIM_DAYS, WEBHOOK_DISABLED_NOTICE } from '@pagora/contract';

/**
 * The one HTML escape of every e-mail: anything a person typed (names, product titles, store names)
 * or a link goes through it before it enters an e-mail's HTML.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function passwordResetEmail(input: { name: string; link: string }) {
  const firstName = input.name.split(/\s+/)[0] ?? input.name;
  const subject = 'Redefinição de senha — Pagora';
  const text = [
    `Olá, ${firstName}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta Pagora.',
    'Para criar uma nova senha, acesse o link abaixo (válido por 1 hora e por um único uso):',
    '',
    input.link,
    '',
    'Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.',
    '',
    'Equipe Pagora',
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
    <p>Olá, ${escapeHtml(firstName)}!</p>
    <p>Recebemos um pedido para redefinir a senha da sua conta Pagora.</p>
    <p>Para criar uma nova senha, clique no botão abaixo. O link é válido por 1 hora e por um único uso.</p>
    <p><a href="${escapeHtml(input.link)}" style="display: inline-block; padding: 12px 20px; background: #7c3aed; color: #ffffff; border-radius: 8px; text-decoration: none">Redefinir senha</a></p>
    <p>Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(input.link)}</p>
    <p>Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.</p>
    <p>Equipe Pagora</p>
  </body>
</html>`;
  return { subject, text, html };
}

/** The abandoned-cart recovery e-mail: the store's name, the product, the value and the link back. */
export function cartRecoveryEmail(input: {
  buyerName: string | null;
  storeName: string;
  productName: string;
  /** 'R$ 149,90' */
  value: string;
  link: string;
}) {
  const firstName = (input.buyerName ?? '').trim().split(/\s+/)[0] ?? '';
  const greeting = firstName ? `Olá, ${firstName}!` : 'Olá!';
  const subject = `Seu carrinho está esperando por você — ${input.storeName}`.slice(0, 255);
  const text = [
    greeting,
    '',
    `Você começou a comprar ${input.productName} em ${input.storeName} e não terminou.`,
    `Guardamos seus dados e o seu carrinho (${input.value}). Para concluir a compra, acesse:`,
    '',
    input.link,
    '',
    'Se você já concluiu a compra ou não quer mais o produto, ignore este e-mail.',
    '',
    input.storeName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
    <p>${escapeHtml(greeting)}</p>
    <p>Você começou a comprar <strong>${escapeHtml(input.productName)}</strong> em ${escapeHtml(input.storeName)} e não terminou.</p>
    <p>Guardamos seus dados e o seu carrinho (${escapeHtml(input.value)}). Para concluir a compra, clique no botão abaixo.</p>
    <p><a href="${escapeHtml(input.link)}" style="display: inline-block; padding: 12px 20px; background: #7c3aed; color: #ffffff; border-radius: 8px; text-decoration: none">Concluir minha compra</a></p>
    <p>Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(input.link)}</p>
    <p>Se você já concluiu a compra ou não quer mais o produto, ignore este e-mail.</p>
    <p>${escapeHtml(input.storeName)}</p>
  </body>
</html>`;
  return { subject, text, html };
}

// ─── Orders ─────────────────────────────────────────────────────────────────────────────────────

/** A line of an order as the e-mails list it; amounts already formatted ('R$ 49,90'). */
export interface OrderEmailLine {
  name: string;
  quantity: number;
  total: string;
}

/** What every order e-mail says about the order. */
export interface OrderEmailSummary {
  storeName: string;
  orderNumber: number;
  items: OrderEmailLine[];
  /** 'R$ 149,90' */
  total: string;
  /** 'PIX', 'Boleto', 'Cartão Visa final 4242' */
  payment: string;
}

const firstNameOf = (name: string | null) => (name ?? '').trim().split(/\s+/)[0] ?? '';
const greetingOf = (name: string | null) => {
  const first = firstNameOf(name);
  return first ? `Olá, ${first}!` : 'Olá!';
};

const BUTTON_STYLE =
  'display: inline-block; padding: 12px 20px; background: #7c3aed; color: #ffffff; border-radius: 8px; text-decoration: none';

const linesText = (items: OrderEmailLine[]) =>
  items.map((item) => `${item.quantity} × ${item.name} — ${item.total}`);

/** The order's lines and total as an HTML table. */
function linesHtml(order: OrderEmailSummary): string {
  const rows = order.items
    .map(
      (item) =>
        `<tr><td style="padding: 4px 12px 4px 0">${item.quantity} × ${escapeHtml(item.name)}</td><td style="padding: 4px 0; text-align: right">${escapeHtml(item.total)}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse: collapse; margin: 8px 0">${rows}<tr><td style="padding: 8px 12px 4px 0; font-weight: bold">Total</td><td style="padding: 8px 0 4px; text-align: right; font-weight: bold">${escapeHtml(order.total)}</td></tr></table>`;
}

/** An e-mail's HTML document around its body (already escaped). */
const htmlDocument = (body: string) => `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
${body}
  </body>
</html>`;

/** The buyer's confirmation once the payment is approved. */
export function orderConfirmationEmail(input: OrderEmailSummary & { buyerName: string; link: string }) {
  const greeting = greetingOf(input.buyerName);
  const subject = `Pedido nº ${input.orderNumber} confirmado — ${input.storeName}`.slice(0, 255);
  const text = [
    greeting,
    '',
    `O pagamento do seu pedido nº ${input.orderNumber} em ${input.storeName} foi aprovado.`,
    '',
    ...linesText(input.items),
    `Total: ${input.total}`,
    `Pagamento: ${input.payment}`,
    '',
    'Acompanhe o seu pedido:',
    input.link,
    '',
    input.storeName,
  ].join('\n');
  const html = htmlDocument(`    <p>${escapeHtml(greeting)}</p>
    <p>O pagamento do seu pedido <strong>nº ${input.orderNumber}</strong> em ${escapeHtml(input.storeName)} foi aprovado.</p>
    ${linesHtml(input)}
    <p>Pagamento: ${escapeHtml(input.payment)}</p>
    <p><a href="${escapeHtml(input.link)}" style="${BUTTON_STYLE}">Ver meu pedido</a></p>
    <p>Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(input.link)}</p>
    <p>${escapeHtml(input.storeName)}</p>`);
  return { subject, text, html };
}

/** How to pay a PIX that is waiting: the 'copia e cola' code, until when, and the order's page (QR Code). */
export function pixInstructionsEmail(
  input: OrderEmailSummary & { buyerName: string; pixCode: string; expiresAt: string | null; link: string },
) {
  const greeting = greetingOf(input.buyerName);
  const subject = `Pague o PIX do pedido nº ${input.orderNumber} — ${input.storeName}`.slice(0, 255);
  const until = input.expiresAt ? ` O código vale até ${input.expiresAt}.` : '';
  const text = [
    greeting,
    '',
    `Seu pedido nº ${input.orderNumber} em ${input.storeName} está aguardando o pagamento por PIX.`,
    `Copie o código abaixo e cole no app do seu banco, em PIX copia e cola.${until}`,
    '',
    input.pixCode,
    '',
    ...linesText(input.items),
    `Total: ${input.total}`,
    '',
    'O QR Code está na página do pedido:',
    input.link,
    '',
    input.storeName,
  ].join('\n');
  const html = htmlDocument(`    <p>${escapeHtml(greeting)}</p>
    <p>Seu pedido <strong>nº ${input.orderNumber}</strong> em ${escapeHtml(input.storeName)} está aguardando o pagamento por PIX.</p>
    <p>Copie o código abaixo e cole no app do seu banco, em <strong>PIX copia e cola</strong>.${escapeHtml(until)}</p>
    <p style="font-family: monospace; word-break: break-all; padding: 12px; background: #f3f4f6; border-radius: 8px">${escapeHtml(input.pixCode)}</p>
    ${linesHtml(input)}
    <p><a href="${escapeHtml(input.link)}" style="${BUTTON_STYLE}">Ver o QR Code</a></p>
    <p>Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(input.link)}</p>
    <p>${escapeHtml(input.storeName)}</p>`);
  return { subject, text, html };
}

/** How to pay a boleto that is waiting: the digitable line, the due date and the order's page. */
export function boletoInstructionsEmail(
  input: OrderEmailSummary & {
    buyerName: string;
    digitableLine: string;
    dueDate: string | null;
    link: string;
  },
) {
  const greeting = greetingOf(input.buyerName);
  const subject = `Boleto do pedido nº ${input.orderNumber} — ${input.storeName}`.slice(0, 255);
  const due = input.dueDate ? ` Vencimento: ${input.dueDate}.` : '';
  const text = [
    greeting,
    '',
    `Seu pedido nº ${input.orderNumber} em ${input.storeName} está aguardando o pagamento do boleto.${due}`,
    'Pague no app do seu banco com a linha digitável abaixo:',
    '',
    input.digitableLine,
    '',
    ...linesText(input.items),
    `Total: ${input.total}`,
    '',
    'O boleto também está na página do pedido:',
    input.link,
    '',
    'A confirmação do pagamento pode levar até 3 dias úteis.',
    '',
    input.storeName,
  ].join('\n');
  const html = htmlDocument(`    <p>${escapeHtml(greeting)}</p>
    <p>Seu pedido <strong>nº ${input.orderNumber}</strong> em ${escapeHtml(input.storeName)} está aguardando o pagamento do boleto.${escapeHtml(due)}</p>
    <p>Pague no app do seu banco com a linha digitável abaixo:</p>
    <p style="font-family: monospace; word-break: break-all; padding: 12px; background: #f3f4f6; border-radius: 8px">${escapeHtml(input.digitableLine)}</p>
    ${linesHtml(input)}
    <p><a href="${escapeHtml(input.link)}" style="${BUTTON_STYLE}">Ver o boleto</a></p>
    <p>Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(input.link)}</p>
    <p>A confirmação do pagamento pode levar até 3 dias úteis.</p>
    <p>${escapeHtml(input.storeName)}</p>`);
  return { subject, text, html };
}

/** The store owner's 'Nova venda' once an order of the store is approved. */
export function newSaleEmail(
  input: OrderEmailSummary & { ownerName: string; buyerName: string; buyerEmail: string; link: string },
) {
  const greeting = greetingOf(input.ownerName);
  const subject = `Nova venda: pedido nº ${input.orderNumber} (${input.total}) — ${input.storeName}`.slice(
    0,
    255,
  );
  const text = [
    greeting,
    '',
    `Nova venda em ${input.storeName}: o pedido nº ${input.orderNumber} foi aprovado.`,
    '',
    ...linesText(input.items),
    `Total: ${input.total}`,
    `Pagamento: ${input.payment}`,
    `Comprador: ${input.buyerName} (${input.buyerEmail})`,
    '',
    'Veja o pedido no painel:',
    input.link,
    '',
    'Equipe Pagora',
  ].join('\n');
  const html = htmlDocument(`    <p>${escapeHtml(greeting)}</p>
    <p>Nova venda em ${escapeHtml(input.storeName)}: o pedido <strong>nº ${input.orderNumber}</strong> foi aprovado.</p>
    ${linesHtml(input)}
    <p>Pagamento: ${escapeHtml(input.payment)}<br>Comprador: ${escapeHtml(input.buyerName)} (${escapeHtml(input.buyerEmail)})</p>
    <p><a href="${escapeHtml(input.link)}" style="${BUTTON_STYLE}">Ver pedidos</a></p>
    <p>Equipe Pagora</p>`);
  return { subject, text, html };
}

/**
 * The e-mail to the store's owner when a verified domain stops serving the store: its CNAME no
 * longer points at Pagora ('dns'), or another store proved control of it ('taken').
 */
export function domainLostEmail(input: {
  name: string;
  storeName: string;
  domainName: string;
  reason: string;
  pagoraLinkExample: string;
  cause?: 'dns' | 'taken';
}) {
  const firstName = input.name.trim().split(/\s+/)[0] || input.name;
  const taken = input.cause === 'taken';
  const headline = taken
    ? `O domínio ${input.domainName} foi verificado por outra loja`
    : `O domínio ${input.domainName} deixou de apontar para o Pagora`;
  const subject = headline.slice(0, 255);
  const lead = taken
    ? `O domínio ${input.domainName} da loja ${input.storeName} foi verificado por outra loja do Pagora.`
    : `O domínio ${input.domainName} da loja ${input.storeName} deixou de apontar para o Pagora.`;
  const fix = taken
    ? 'Se o domínio é seu, confira quem tem acesso ao DNS dele, crie os registros CNAME e TXT mostrados em Configurações › Domínios e clique em Verificar.'
    : 'Para voltar a usar o seu domínio, corrija os registros CNAME e TXT mostrados em Configurações › Domínios e clique em Verificar.';
  const expiry = `Se ele não for verificado de novo em ${DOMAIN_CLAIM_DAYS} dias, será removido da loja.`;
  const text = [
    `Olá, ${firstName}!`,
    '',
    lead,
    input.reason,
    '',
    `Enquanto isso, os links de checkout da loja voltaram a usar o endereço do Pagora (${input.pagoraLinkExample}).`,
    fix,
    expiry,
    '',
    'Equipe Pagora',
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
    <p>Olá, ${escapeHtml(firstName)}!</p>
    <p>${escapeHtml(lead)}</p>
    <p>${escapeHtml(input.reason)}</p>
    <p>Enquanto isso, os links de checkout da loja voltaram a usar o endereço do Pagora (${escapeHtml(input.pagoraLinkExample)}).</p>
    <p>${escapeHtml(fix)}</p>
    <p>${escapeHtml(expiry)}</p>
    <p>Equipe Pagora</p>
  </body>
</html>`;
  return { subject, text, html };
}

/** The e-mail to the store's owner when a webhook or integration is disabled (410, or days of failures). */
export function webhookDisabledEmail(input: {
  name: string;
  storeName: string;
  endpoint: { name: string; url: string; kind: string };
  reason: string;
}) {
  const firstName = input.name.split(/\s+/)[0] ?? input.name;
  const label =
    input.endpoint.kind === 'custom'
      ? `o webhook "${input.endpoint.name}"`
      : `a integração ${input.endpoint.name}`;
  const subject = `Webhook desativado — ${input.storeName}`;
  const lines = [
    `Olá, ${firstName}!`,
    '',
    `Desativamos ${label} da loja ${input.storeName} (${input.endpoint.url}).`,
    `Motivo: ${input.reason}`,
    '',
    'Confira o endereço e reative-o no painel da Pagora quando o destino estiver funcionando.',
    WEBHOOK_DISABLED_NOTICE,
    '',
    'Equipe Pagora',
  ];
  const html = `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
    <p>Olá, ${escapeHtml(firstName)}!</p>
    <p>Desativamos ${escapeHtml(label)} da loja ${escapeHtml(input.storeName)} (${escapeHtml(input.endpoint.url)}).</p>
    <p>Motivo: ${escapeHtml(input.reason)}</p>
    <p>Confira o endereço e reative-o no painel da Pagora quando o destino estiver funcionando. ${escapeHtml(WEBHOOK_DISABLED_NOTICE)}</p>
    <p>Equipe Pagora</p>
  </body>
</html>`;
  return { subject, text: lines.join('\n'), html };
}

/** The steps of unpaid Pagora fees the merchant is told about, in order. */
export type BillingNoticeKind = 'charge_failed' | 'overdue_warning' | 'suspended' | 'resumed';

/**
 * The e-mail to the account's owner at each step of unpaid fees: a charge that did not go
 * through, 7 days overdue (warning), 15 days (checkouts stopped) and paid again (selling again).
 */
export function billingNoticeEmail(input: {
  name: string;
  kind: BillingNoticeKind;
  /** 'R$ 123,45' */
  pending: string;
  /** Why the charge did not go through ('Cartão recusado pelo emissor.', 'Nenhum cartão cadastrado.'). */
  reason?: string;
  link: string;
}) {
  const firstName = input.name.trim().split(/\s+/)[0] || input.name;
  const content: Record<BillingNoticeKind, { subject: string; lines: string[] }> = {
    charge_failed: {
      subject: 'Não conseguimos cobrar as taxas do Pagora',
      lines: [
        `Não conseguimos cobrar as taxas pendentes de ${input.pending}.${input.reason ? ` Motivo: ${input.reason}` : ''}`,
        'Quite com PIX ou com um cartão em Financeiro › Regularização.',
        'Com 7 dias de taxas pendentes avisamos de novo; com 15 dias o checkout das suas lojas para de vender até a quitação.',
      ],
    },
    overdue_warning: {
      subject: 'Taxas do Pagora pendentes há 7 dias',
      lines: [
        `Suas taxas de ${input.pending} estão pendentes há 7 dias.`,
        'Se não forem quitadas em 15 dias, o checkout das suas lojas para de vender (nada é cobrado dos compradores).',
        'Quite agora em Financeiro › Regularização.',
      ],
    },
    suspended: {
      subject: 'Checkout suspenso: taxas do Pagora pendentes há 15 dias',
      lines: [
        `Suas taxas de ${input.pending} estão pendentes há 15 dias, e o checkout das suas lojas parou de vender.`,
        'Os compradores veem "Checkout temporariamente indisponível" e nada é cobrado deles.',
        'Assim que as taxas forem quitadas em Financeiro › Regularização, suas lojas voltam a vender na hora.',
      ],
    },
    resumed: {
      subject: 'Taxas quitadas: sua conta Pagora está em dia',
      lines: [
        'Recebemos o pagamento das taxas pendentes. Sua conta está em dia e o checkout das suas lojas está vendendo normalmente.',
      ],
    },
  };
  const { subject, lines } = content[input.kind];
  const text = [`Olá, ${firstName}!`, '', ...lines, '', input.link, '', 'Equipe Pagora'].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
    <p>Olá, ${escapeHtml(firstName)}!</p>
${lines.map((line) => `    <p>${escapeHtml(line)}</p>`).join('\n')}
    <p><a href="${escapeHtml(input.link)}" style="display: inline-block; padding: 12px 20px; background: #7c3aed; color: #ffffff; border-radius: 8px; text-decoration: none">Abrir Financeiro</a></p>
    <p>Equipe Pagora</p>
  </body>
</html>`;
  return { subject, text, html };
}

// ─── Tracking and recovery per payment method ───────────────────────────────────────────────────

/** The buyer's parcel is on its way: the carrier, the code and, when the carrier has one, its tracking page. */
export function trackingEmail(input: {
  buyerName: string;
  storeName: string;
  orderNumber: number;
  carrier: string;
  code: string;
  /** The carrier's public tracking page; null when it has none that takes the code. */
  trackingUrl: string | null;
  /** The buyer's order page. */
  link: string;
}) {
  const greeting = greetingOf(input.buyerName);
  const subject = `Pedido nº ${input.orderNumber} enviado: código de rastreio — ${input.storeName}`.slice(
    0,
    255,
  );
  const follow = input.trackingUrl
    ? ['Acompanhe a entrega:', input.trackingUrl]
    : [`Acompanhe a entrega no site da ${input.carrier} com este código.`];
  const text = [
    greeting,
    '',
    `O seu pedido nº ${input.orderNumber} em ${input.storeName} foi enviado.`,
    `Transportadora: ${input.carrier}`,
    `Código de rastreio: ${input.code}`,
    '',
    ...follow,
    '',
    'Seu pedido:',
    input.link,
    '',
    input.storeName,
  ].join('\n');
  const trackingHtml = input.trackingUrl
    ? `<p><a href="${escapeHtml(input.trackingUrl)}" style="${BUTTON_STYLE}">Rastrear entrega</a></p>
    <p>Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(input.trackingUrl)}</p>`
    : `<p>Acompanhe a entrega no site da ${escapeHtml(input.carrier)} com este código.</p>`;
  const html = htmlDocument(`    <p>${escapeHtml(greeting)}</p>
    <p>O seu pedido <strong>nº ${input.orderNumber}</strong> em ${escapeHtml(input.storeName)} foi enviado.</p>
    <p>Transportadora: ${escapeHtml(input.carrier)}<br>Código de rastreio: <strong>${escapeHtml(input.code)}</strong></p>
    ${trackingHtml}
    <p><a href="${escapeHtml(input.link)}">Ver meu pedido</a></p>
    <p>${escapeHtml(input.storeName)}</p>`);
  return { subject, text, html };
}

/**
 * A recovery e-mail of one payment method: the store's subject and text (placeholders already
 * filled), then the button to the link and the store's name.
 */
export function paymentRecoveryEmail(input: {
  subject: string;
  message: string;
  buttonLabel: string;
  link: string;
  storeName: string;
}) {
  const paragraphs = input.message
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${input.buttonLabel}:`,
    input.link,
    '',
    input.storeName,
  ].join('\n');
  const html =
    htmlDocument(`${paragraphs.map((paragraph) => `    <p>${escapeHtml(paragraph)}</p>`).join('\n')}
    <p><a href="${escapeHtml(input.link)}" style="${BUTTON_STYLE}">${escapeHtml(input.buttonLabel)}</a></p>
    <p>Se o botão não funcionar, copie e cole este endereço no navegador:<br>${escapeHtml(input.link)}</p>
    <p>${escapeHtml(input.storeName)}</p>`);
  return { subject: input.subject.slice(0, 255), text, html };
}
