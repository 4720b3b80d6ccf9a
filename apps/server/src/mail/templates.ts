const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
