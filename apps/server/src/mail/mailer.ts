import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { Database } from '../db/data-source.ts';
import { OutboundEmail } from '../db/entities/index.ts';
import { insertRow } from '../db/statements.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The account the mail concerns, if any. */
  userId?: number | null;
  /**
   * Secrets in the text and html (the token of a password-reset link): only the delivered e-mail
   * carries them. The outbox row keeps '…' in their place, and so does the log unless `logSecrets`.
   */
  secrets?: string[];
}

export interface MailerOptions {
  /** e.g. smtp://user:pass@host:587 or smtps://…; without it mails are only logged. */
  smtpUrl?: string | undefined;
  from: string;
  logger: Logger;
  /**
   * Without SMTP, log mails with their secrets (a developer's only way to follow a reset link).
   * Never in production, where the log shows the redacted mail. @default false
   */
  logSecrets?: boolean;
}

const REDACTED = '…';

function redact(content: string, secrets: readonly string[]): string {
  let redacted = content;
  for (const secret of secrets) if (secret) redacted = redacted.replaceAll(secret, REDACTED);
  return redacted;
}

/**
 * Sends e-mail through an outbox: `enqueue` writes the mail in the caller's transaction and,
 * once that transaction has committed, `dispatch` delivers it (SMTP when configured, otherwise
 * the log) and records the outcome on the row.
 */
export class Mailer {
  readonly #transport: Transporter | undefined;
  readonly #from: string;
  readonly #logger: Logger;
  readonly #logSecrets: boolean;
  readonly #inFlight = new Set<Promise<void>>();
  /**
   * The full text and html of queued mails that hold secrets, by outbox row: kept in memory only,
   * from `enqueue` until `dispatch` delivers them.
   */
  readonly #withSecrets = new WeakMap<OutboundEmail, { text: string; html: string }>();

  constructor(options: MailerOptions) {
    this.#transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
    this.#from = options.from;
    this.#logger = options.logger;
    this.#logSecrets = options.logSecrets ?? false;
  }

  async enqueue(manager: EntityManager, message: MailMessage): Promise<OutboundEmail> {
    const secrets = message.secrets ?? [];
    const values = {
      userId: message.userId ?? null,
      to: message.to,
      subject: message.subject,
      text: redact(message.text, secrets),
      html: redact(message.html, secrets),
      sentAt: null,
      error: null,
    };
    const id = await insertRow(manager, OutboundEmail, values);
    const written = new Date();
    const mail = Object.assign(new OutboundEmail(), values, { id, createdAt: written, updatedAt: written });
    if (secrets.length > 0) this.#withSecrets.set(mail, { text: message.text, html: message.html });
    return mail;
  }

  /** Delivers committed outbox rows in the background; failures are recorded, never thrown. */
  dispatch(db: Database, mails: OutboundEmail[]): void {
    for (const mail of mails) {
      const delivery = this.#deliver(db, mail).finally(() => this.#inFlight.delete(delivery));
      this.#inFlight.add(delivery);
    }
  }

  /** Resolves once every dispatched mail has been handled (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight]);
  }

  close(): void {
    this.#transport?.close();
  }

  async #deliver(db: Database, mail: OutboundEmail): Promise<void> {
    const full = this.#withSecrets.get(mail) ?? { text: mail.text, html: mail.html };
    this.#withSecrets.delete(mail);
    if (!this.#transport) {
      const text = this.#logSecrets ? full.text : mail.text;
      this.#logger.info(
        { mail: { id: mail.id, to: mail.to, subject: mail.subject, text } },
        'E-mail registrado no log (SMTP_URL não configurado)',
      );
      return;
    }
    let outcome: Pick<OutboundEmail, 'sentAt' | 'error'>;
    try {
      await this.#transport.sendMail({
        from: this.#from,
        to: mail.to,
        subject: mail.subject,
        text: full.text,
        html: full.html,
      });
      outcome = { sentAt: new Date(), error: null };
      this.#logger.info({ mailId: mail.id, to: mail.to }, 'E-mail enviado');
    } catch (error) {
      outcome = { sentAt: null, error: error instanceof Error ? error.message : String(error) };
      this.#logger.error({ err: error, mailId: mail.id }, 'Falha ao enviar e-mail');
    }
    try {
      await db.transaction((manager) => manager.getRepository(OutboundEmail).update(mail.id, outcome));
    } catch (error) {
      this.#logger.error({ err: error, mailId: mail.id }, 'Falha ao registrar o envio do e-mail');
    }
  }
}
