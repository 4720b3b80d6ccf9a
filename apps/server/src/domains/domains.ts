import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import {
  DOMAIN_ALREADY_VERIFIED_MESSAGE,
  DOMAIN_NOT_FOUND_MESSAGE,
  DOMAIN_PREFIXES,
  DOMAIN_REQUIRED_MESSAGE,
  DOMAIN_TAKEN_MESSAGE,
  type DomainPrefix,
  type Domain as DomainResponse,
  MAX_DOMAINS_PER_STORE,
} from '@pagora/contract';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { Config } from '../config.ts';
import type { Database } from '../db/data-source.ts';
import { Domain, type OutboundEmail, Store, User } from '../db/entities/index.ts';
import { findInOwnedStore } from '../identity/stores.ts';
import type { Mailer } from '../mail/mailer.ts';
import { ConflictError, isUniqueViolation, NotFoundError, ValidationError } from '../shared/errors.ts';
import { sqlTime } from '../shared/list-sql.ts';
import { type CnameCheck, type CnameCheckOptions, checkCname } from './dns-check.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const INVALID_DOMAIN_MESSAGE =
  'Domínio inválido. Informe um endereço como checkout.minhaloja.com.br (sem espaços nem caracteres especiais).';
const PREFIX_MESSAGE = `O domínio deve começar com um dos prefixos: ${DOMAIN_PREFIXES.join(', ')} (ex.: checkout.minhaloja.com.br).`;
const TOO_SHORT_MESSAGE =
  'Informe o prefixo e o domínio completo da sua loja, por exemplo checkout.minhaloja.com.br.';
const IP_MESSAGE = 'Informe um nome de domínio, não um endereço IP.';
const PAGORA_HOST_MESSAGE = 'Este domínio pertence ao Pagora: use o domínio da sua loja.';
const LIMIT_MESSAGE = `Limite de ${MAX_DOMAINS_PER_STORE} domínios por loja atingido. Remova um domínio para adicionar outro.`;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The host name a merchant typed, as stored and looked up: scheme, path, port and trailing dot
 * dropped, lowercase, IDN in punycode. Refuses what cannot be a merchant's checkout host: an IP,
 * fewer than three labels (prefix + registrable domain), a prefix not offered, Pagora's own hosts.
 */
export function normalizeDomainName(
  raw: string,
  pagoraHosts: string[],
): { domainName: string; prefix: DomainPrefix } {
  let text = raw.trim();
  if (!text) throw new ValidationError(DOMAIN_REQUIRED_MESSAGE);
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  text = text.split(/[/?#]/, 1)[0] ?? '';
  if (text.startsWith('[') || isIP(text)) throw new ValidationError(IP_MESSAGE);
  text = text.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  if (!text || /[\s@:\\]/.test(text)) throw new ValidationError(INVALID_DOMAIN_MESSAGE);
  // A top-level domain is never all digits: '10.0.0.1', '0x7f.1', 'x.169.254.169.254' are addresses.
  if (/^(\d+|0x[0-9a-f]*)$/i.test(text.split('.').at(-1) ?? '')) throw new ValidationError(IP_MESSAGE);
  const ascii = domainToASCII(text.toLowerCase());
  if (!ascii) throw new ValidationError(INVALID_DOMAIN_MESSAGE);
  if (isIP(ascii)) throw new ValidationError(IP_MESSAGE);
  const labels = ascii.split('.');
  if (ascii.length > 253 || !labels.every((label) => LABEL.test(label))) {
    throw new ValidationError(INVALID_DOMAIN_MESSAGE);
  }
  if (labels.length < 3) throw new ValidationError(TOO_SHORT_MESSAGE);
  for (const host of pagoraHosts) {
    if (host && (ascii === host || ascii.endsWith(`.${host}`)))
      throw new ValidationError(PAGORA_HOST_MESSAGE);
  }
  const prefix = labels[0] as DomainPrefix;
  if (!DOMAIN_PREFIXES.includes(prefix)) throw new ValidationError(PREFIX_MESSAGE);
  return { domainName: ascii, prefix };
}

/** The hosts a merchant may not claim: the checkout host and the admin's. */
export function pagoraHostsOf(config: Pick<Config, 'checkoutHost' | 'publicUrl'>): string[] {
  const hosts = [config.checkoutHost.toLowerCase()];
  const publicHost = new URL(config.publicUrl).hostname.toLowerCase();
  if (publicHost.includes('.') && !isIP(publicHost)) hosts.push(publicHost);
  return hosts;
}

export function domainView(domain: Domain): DomainResponse {
  return {
    id: domain.id,
    store_id: domain.storeId,
    domain_name: domain.domainName,
    prefix: domain.prefix,
    status: domain.status === 'verified' ? 'verified' : 'pending',
    verified_at: domain.verifiedAt?.toISOString() ?? null,
    last_checked_at: domain.lastCheckedAt?.toISOString() ?? null,
    last_error: domain.lastError,
    created_at: domain.createdAt.toISOString(),
  };
}

/** The store's domains, oldest first. */
export function listDomains(manager: EntityManager, storeId: number): Promise<Domain[]> {
  return manager.getRepository(Domain).find({ where: { storeId }, order: { id: 'ASC' } });
}

/**
 * Registers a domain (awaiting verification) in `storeId`, whose ownership the caller checked.
 * A name any store already has is a 409 (the unique index settles a race past the check).
 */
export async function addDomain(
  manager: EntityManager,
  storeId: number,
  rawName: string,
  config: Pick<Config, 'checkoutHost' | 'publicUrl'>,
): Promise<Domain> {
  const { domainName, prefix } = normalizeDomainName(rawName, pagoraHostsOf(config));
  const repo = manager.getRepository(Domain);
  if (await repo.exists({ where: { domainName } })) throw new ConflictError(DOMAIN_TAKEN_MESSAGE);
  if ((await repo.count({ where: { storeId } })) >= MAX_DOMAINS_PER_STORE) {
    throw new ValidationError(LIMIT_MESSAGE);
  }
  try {
    return await repo.save(
      repo.create({
        storeId,
        domainName,
        prefix,
        status: 'pending',
        verifiedAt: null,
        lastCheckedAt: null,
        lastError: null,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(DOMAIN_TAKEN_MESSAGE);
    throw error;
  }
}

/** The domain when it is in one of the user's stores; 404 otherwise (never reveals another's). */
export async function requireOwnedDomain(
  manager: EntityManager,
  userId: number,
  domainId: number,
): Promise<Domain> {
  const domain = await findInOwnedStore(manager, Domain, userId, domainId);
  if (!domain) throw new NotFoundError(DOMAIN_NOT_FOUND_MESSAGE);
  return domain;
}

export async function removeDomain(
  manager: EntityManager,
  userId: number,
  domainId: number,
): Promise<Domain> {
  const domain = await requireOwnedDomain(manager, userId, domainId);
  await manager.getRepository(Domain).delete({ id: domain.id });
  return domain;
}

/** What a check found, as the merchant reads it; null when the CNAME points at the checkout host. */
export function cnameCheckMessage(name: string, check: CnameCheck, checkoutHost: string): string | null {
  switch (check.kind) {
    case 'ok':
      return null;
    case 'missing':
      return `Nenhum registro CNAME encontrado para ${name}. A propagação pode levar até 48 horas.`;
    case 'wrong':
      return `O CNAME de ${name} aponta para ${check.target}; deve apontar para ${checkoutHost}.`;
    case 'unavailable':
      return `Não foi possível consultar o DNS de ${name} agora. Tente novamente em alguns minutos.`;
  }
}

export function cnameOptions(config: Pick<Config, 'dnsServers' | 'checkoutHost'>): CnameCheckOptions {
  return { servers: config.dnsServers, expected: config.checkoutHost };
}

export interface VerifyOutcome {
  verified: boolean;
  message: string;
  domain: Domain;
}

/**
 * The Verificar button: resolves the CNAME of the stored name (no transaction is held during the
 * lookup). A verified domain is a 409; a domain verified concurrently by another request too.
 */
export async function verifyDomain(
  db: Database,
  userId: number,
  domainId: number,
  config: Pick<Config, 'dnsServers' | 'checkoutHost'>,
  now: Date,
): Promise<VerifyOutcome> {
  const domain = await requireOwnedDomain(db.manager, userId, domainId);
  if (domain.status === 'verified') throw new ConflictError(DOMAIN_ALREADY_VERIFIED_MESSAGE);
  const check = await checkCname(domain.domainName, cnameOptions(config));
  const error = cnameCheckMessage(domain.domainName, check, config.checkoutHost);
  const repo = db.manager.getRepository(Domain);
  const changes: Partial<Domain> =
    error === null
      ? { status: 'verified', verifiedAt: now, lastCheckedAt: now, lastError: null }
      : { lastCheckedAt: now, lastError: error };
  const updated = await repo
    .createQueryBuilder()
    .update(Domain)
    .set(changes)
    .where('id = :id AND status = :pending', { id: domain.id, pending: 'pending' })
    .execute();
  if (!updated.affected) {
    if (await repo.exists({ where: { id: domain.id } })) {
      throw new ConflictError(DOMAIN_ALREADY_VERIFIED_MESSAGE);
    }
    throw new NotFoundError(DOMAIN_NOT_FOUND_MESSAGE);
  }
  const saved = await repo.findOneOrFail({ where: { id: domain.id } });
  return {
    verified: error === null,
    message: error ?? `Domínio ${domain.domainName} verificado! O checkout já responde neste endereço.`,
    domain: saved,
  };
}

/** The TLS ask: is `host` a verified domain? One lookup through the unique index on domain_name. */
export async function isVerifiedDomain(manager: EntityManager, host: string): Promise<boolean> {
  return manager.getRepository(Domain).exists({ where: { domainName: host, status: 'verified' } });
}

/** The store a verified host name serves, or null. */
export async function storeOfVerifiedDomain(manager: EntityManager, host: string): Promise<number | null> {
  const domain = await manager
    .getRepository(Domain)
    .findOne({ select: { id: true, storeId: true }, where: { domainName: host, status: 'verified' } });
  return domain?.storeId ?? null;
}

/** The store's first verified domain (the one checkout links use), or null. */
export async function checkoutDomainOf(manager: EntityManager, storeId: number): Promise<string | null> {
  const domain = await manager.getRepository(Domain).findOne({
    select: { id: true, domainName: true },
    where: { storeId, status: 'verified' },
    order: { id: 'ASC' },
  });
  return domain?.domainName ?? null;
}

/** The e-mail to the store's owner when a verified domain stops pointing at Pagora. */
export function domainLostEmail(input: {
  name: string;
  storeName: string;
  domainName: string;
  reason: string;
  pagoraLinkExample: string;
}) {
  const firstName = input.name.trim().split(/\s+/)[0] || input.name;
  const subject = `O domínio ${input.domainName} deixou de apontar para o Pagora`.slice(0, 255);
  const text = [
    `Olá, ${firstName}!`,
    '',
    `O domínio ${input.domainName} da loja ${input.storeName} deixou de apontar para o Pagora.`,
    input.reason,
    '',
    `Enquanto isso, os links de checkout da loja voltaram a usar o endereço do Pagora (${input.pagoraLinkExample}).`,
    'Para voltar a usar o seu domínio, corrija o registro CNAME e clique em Verificar em Configurações › Domínios.',
    '',
    'Equipe Pagora',
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
    <p>Olá, ${escapeHtml(firstName)}!</p>
    <p>O domínio <strong>${escapeHtml(input.domainName)}</strong> da loja ${escapeHtml(input.storeName)} deixou de apontar para o Pagora.</p>
    <p>${escapeHtml(input.reason)}</p>
    <p>Enquanto isso, os links de checkout da loja voltaram a usar o endereço do Pagora (${escapeHtml(input.pagoraLinkExample)}).</p>
    <p>Para voltar a usar o seu domínio, corrija o registro CNAME e clique em <strong>Verificar</strong> em Configurações › Domínios.</p>
    <p>Equipe Pagora</p>
  </body>
</html>`;
  return { subject, text, html };
}

export interface DomainRecheckOptions {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'dnsServers' | 'checkoutHost' | 'domainRecheckMinutes' | 'publicUrl'>;
  logger: Logger;
  /** Called with the host names whose status changed (to clear Host caches). */
  onChange?: (domainNames: string[]) => void;
  intervalMs?: number;
  batchSize?: number;
}

export interface RecheckResult {
  checked: number;
  demoted: number;
  /** Lookups the resolver could not answer: the domain stays verified and is tried again later. */
  unavailable: number;
}

/**
 * Checks verified domains again every few minutes: each one whose last check is older than
 * config.domainRecheckMinutes is claimed by moving its last_checked_at (a conditional UPDATE, so
 * two instances never check the same domain in the same round), then resolved. A domain whose
 * record vanished or points elsewhere goes back to 'pending' and its store's owner is e-mailed;
 * a resolver failure (timeout, SERVFAIL) changes nothing but last_error.
 */
export class DomainRecheckWorker {
  readonly #options: Required<Omit<DomainRecheckOptions, 'onChange'>> &
    Pick<DomainRecheckOptions, 'onChange'>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(options: DomainRecheckOptions) {
    this.#options = { intervalMs: 5 * 60_000, batchSize: 100, ...options };
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => this.#tick(), this.#options.intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  #tick(): void {
    if (this.#running) return;
    this.#running = this.runOnce(new Date())
      .catch((error: unknown) =>
        this.#options.logger.error({ err: error }, 'Falha na verificação de domínios'),
      )
      .finally(() => {
        this.#running = undefined;
      });
  }

  /** One round: the verified domains due at `now` (at most batchSize), oldest check first. */
  async runOnce(now: Date): Promise<RecheckResult> {
    const { db, config, batchSize } = this.#options;
    const due = new Date(now.getTime() - config.domainRecheckMinutes * 60_000);
    const candidates = await db.manager
      .getRepository(Domain)
      .createQueryBuilder('domain')
      .select(['domain.id', 'domain.domainName', 'domain.storeId'])
      .where('domain.status = :verified', { verified: 'verified' })
      .andWhere('(domain.lastCheckedAt IS NULL OR domain.lastCheckedAt <= :due)', {
        due: sqlTime(db.kind, due),
      })
      .orderBy('domain.lastCheckedAt', 'ASC')
      .addOrderBy('domain.id', 'ASC')
      .limit(batchSize)
      .getMany();
    const result: RecheckResult = { checked: 0, demoted: 0, unavailable: 0 };
    const changed: string[] = [];
    for (const candidate of candidates) {
      if (!(await this.#claim(candidate.id, due, now))) continue;
      result.checked += 1;
      const check = await checkCname(candidate.domainName, cnameOptions(config));
      if (check.kind === 'ok') {
        await db.manager.getRepository(Domain).update({ id: candidate.id }, { lastError: null });
        continue;
      }
      const reason = cnameCheckMessage(candidate.domainName, check, config.checkoutHost) ?? '';
      if (check.kind === 'unavailable') {
        result.unavailable += 1;
        await db.manager.getRepository(Domain).update({ id: candidate.id }, { lastError: reason });
        this.#options.logger.warn(
          { domain: candidate.domainName, code: check.code },
          'DNS indisponível ao verificar domínio novamente',
        );
        continue;
      }
      const mail = await db.transaction((manager) => this.#demote(manager, candidate, reason));
      if (!mail) continue;
      result.demoted += 1;
      changed.push(candidate.domainName);
      this.#options.mailer.dispatch(db, [mail]);
    }
    if (changed.length > 0) this.#options.onChange?.(changed);
    return result;
  }

  /** Takes the domain for this round: only one instance moves last_checked_at past `due`. */
  async #claim(id: number, due: Date, now: Date): Promise<boolean> {
    const { db } = this.#options;
    const claimed = await db.manager
      .createQueryBuilder()
      .update(Domain)
      .set({ lastCheckedAt: now })
      .where("id = :id AND status = 'verified' AND (last_checked_at IS NULL OR last_checked_at <= :due)", {
        id,
        due: sqlTime(db.kind, due),
      })
      .execute();
    return Boolean(claimed.affected);
  }

  /** Back to 'pending' and the owner's e-mail, in one transaction. */
  async #demote(
    manager: EntityManager,
    domain: Pick<Domain, 'id' | 'domainName' | 'storeId'>,
    reason: string,
  ): Promise<OutboundEmail | null> {
    const updated = await manager
      .createQueryBuilder()
      .update(Domain)
      .set({ status: 'pending', verifiedAt: null, lastError: reason })
      .where("id = :id AND status = 'verified'", { id: domain.id })
      .execute();
    if (!updated.affected) return null;
    const store = await manager.getRepository(Store).findOne({
      select: { id: true, name: true, userId: true },
      where: { id: domain.storeId },
    });
    const owner = store
      ? await manager
          .getRepository(User)
          .findOne({ select: { id: true, email: true, fullName: true }, where: { id: store.userId } })
      : null;
    if (!store || !owner) return null;
    return this.#options.mailer.enqueue(manager, {
      to: owner.email,
      userId: owner.id,
      ...domainLostEmail({
        name: owner.fullName,
        storeName: store.name,
        domainName: domain.domainName,
        reason,
        pagoraLinkExample: `${this.#options.config.publicUrl}/c/${store.id}/…`,
      }),
    });
  }
}

/** The name Caddy asks about, as stored (lowercase ASCII, no trailing dot), or null when it cannot be one. */
export function normalizeAskedHost(raw: string): string | null {
  const text = raw.trim().replace(/\.$/, '').toLowerCase();
  if (!text || text.length > 253 || /[\s/@:]/.test(text)) return null;
  const ascii = domainToASCII(text);
  return ascii || null;
}
