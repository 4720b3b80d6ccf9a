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
