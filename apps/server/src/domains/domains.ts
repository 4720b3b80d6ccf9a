import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import {
  cleanDomainInput,
  DOMAIN_ALREADY_VERIFIED_MESSAGE,
  DOMAIN_CLAIM_DAYS,
  DOMAIN_NOT_FOUND_MESSAGE,
  DOMAIN_PREFIXES,
  DOMAIN_REQUIRED_MESSAGE,
  DOMAIN_TAKEN_MESSAGE,
  DOMAIN_TXT_LABEL,
  DOMAIN_TXT_VALUE_PREFIX,
  type DomainPrefix,
  type Domain as DomainResponse,
  MAX_DOMAINS_PER_STORE,
} from '@pagora/contract';
import type { Logger } from 'pino';
import type { EntityManager, Repository } from 'typeorm';
import { In, Not } from 'typeorm';
import type { Config } from '../config.ts';
import type { Database } from '../db/data-source.ts';
import { Domain, type OutboundEmail, Store, User } from '../db/entities/index.ts';
import { findInOwnedStore } from '../identity/stores.ts';
import { PeriodicWorker } from '../jobs/runner.ts';
import type { Mailer } from '../mail/mailer.ts';
import { domainLostEmail } from '../mail/templates.ts';
import { ConflictError, isUniqueViolation, NotFoundError, ValidationError } from '../shared/errors.ts';
import { sqlTime } from '../shared/list-sql.ts';
import { type CnameCheck, type CnameCheckOptions, checkCname, checkTxt, type TxtCheck } from './dns-check.ts';

const INVALID_DOMAIN_MESSAGE =
  'Domínio inválido. Informe um endereço como checkout.minhaloja.com.br (sem espaços nem caracteres especiais).';
const PREFIX_MESSAGE = `O domínio deve começar com um dos prefixos: ${DOMAIN_PREFIXES.join(', ')} (ex.: checkout.minhaloja.com.br).`;
const TOO_SHORT_MESSAGE =
  'Informe o prefixo e o domínio completo da sua loja, por exemplo checkout.minhaloja.com.br.';
const IP_MESSAGE = 'Informe um nome de domínio, não um endereço IP.';
const PAGORA_HOST_MESSAGE = 'Este domínio pertence ao Pagora: use o domínio da sua loja.';
const LIMIT_MESSAGE = `Limite de ${MAX_DOMAINS_PER_STORE} domínios por loja atingido. Remova um domínio para adicionar outro.`;
const VERIFIED_CONCURRENTLY_MESSAGE =
  'Outra loja acabou de verificar este domínio. Clique em Verificar de novo para conferir os registros DNS.';

const CLAIM_MS = DOMAIN_CLAIM_DAYS * 24 * 3600_000;
/** When a claim left unverified at `now` is removed. */
export const claimExpiry = (now: Date) => new Date(now.getTime() + CLAIM_MS);
/** What the database's varchar(300) last_error keeps of a message (long host names make long ones). */
const clip = (message: string) => message.slice(0, 300);

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
  // The admin sends '<prefix>.' and what was typed: an address pasted there
  // ('pagamento.https://www.loja.com.br/') is cleaned as the admin's field cleans it.
  const typed = /^([^./:@\s]+)\.(.*)$/s.exec(text);
  if (typed && (DOMAIN_PREFIXES as readonly string[]).includes(typed[1]!.toLowerCase())) {
    text = `${typed[1]}.${cleanDomainInput(typed[2]!)}`;
  }
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

/** Where a claim's proof lives: `_pagora.<name>`. */
export const txtNameOf = (domainName: string) => `${DOMAIN_TXT_LABEL}.${domainName}`;
/** The TXT record's whole text for a claim. */
export const txtValueOf = (domain: Pick<Domain, 'verificationToken'>) =>
  `${DOMAIN_TXT_VALUE_PREFIX}${domain.verificationToken}`;

/**
 * The API's view of a claim. `takenNames`: the names another store has verified (see
 * namesVerifiedElsewhere); an unverified claim on one of them reads 'taken'.
 */
export function domainView(domain: Domain, takenNames: ReadonlySet<string> = new Set()): DomainResponse {
  const verified = domain.status === 'verified';
  return {
    id: domain.id,
    store_id: domain.storeId,
    domain_name: domain.domainName,
    prefix: domain.prefix,
    status: verified ? 'verified' : takenNames.has(domain.domainName) ? 'taken' : 'pending',
    verified_at: domain.verifiedAt?.toISOString() ?? null,
    last_checked_at: domain.lastCheckedAt?.toISOString() ?? null,
    last_error: domain.lastError,
    txt_record: {
      name: `${DOMAIN_TXT_LABEL}.${domain.prefix}`,
      fqdn: txtNameOf(domain.domainName),
      value: txtValueOf(domain),
    },
    expires_at: verified ? null : (domain.expiresAt?.toISOString() ?? null),
    created_at: domain.createdAt.toISOString(),
  };
}

/**
 * Of these claims' names, those another store has verified. Verified names are public (they answer
 * on the internet and in the TLS ask), so saying so reveals nothing; unverified claims of other
 * stores are never looked at.
 */
export async function namesVerifiedElsewhere(
  manager: EntityManager,
  domains: readonly Pick<Domain, 'domainName' | 'storeId' | 'status'>[],
): Promise<Set<string>> {
  const open = domains.filter((domain) => domain.status !== 'verified');
  if (open.length === 0) return new Set();
  const storeIds = [...new Set(open.map((domain) => domain.storeId))];
  const verified = await manager.getRepository(Domain).find({
    select: { id: true, domainName: true },
    where: {
      domainName: In([...new Set(open.map((domain) => domain.domainName))]),
      status: 'verified',
      storeId: Not(In(storeIds)),
    },
  });
  return new Set(verified.map((domain) => domain.domainName));
}

/** The views of claims, with 'taken' worked out. */
export async function domainViews(manager: EntityManager, domains: Domain[]): Promise<DomainResponse[]> {
  const taken = await namesVerifiedElsewhere(manager, domains);
  return domains.map((domain) => domainView(domain, taken));
}

/** The store's domains, oldest first. */
export function listDomains(manager: EntityManager, storeId: number): Promise<Domain[]> {
  return manager.getRepository(Domain).find({ where: { storeId }, order: { id: 'ASC' } });
}

/**
 * Registers a claim on a name (awaiting verification) in `storeId`, whose ownership the caller
 * checked, with its own TXT code and an expiry. Other stores' claims on the name neither block it
 * nor are revealed: the answer is the same whether or not another store claims the name. The same
 * name twice in this store is a 409 (the unique index settles a race past the check).
 */
export async function addDomain(
  manager: EntityManager,
  storeId: number,
  rawName: string,
  config: Pick<Config, 'checkoutHost' | 'publicUrl'>,
  now: Date,
): Promise<Domain> {
  const { domainName, prefix } = normalizeDomainName(rawName, pagoraHostsOf(config));
  const repo = manager.getRepository(Domain);
  if (await repo.exists({ where: { storeId, domainName } })) throw new ConflictError(DOMAIN_TAKEN_MESSAGE);
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
        verificationToken: randomBytes(16).toString('hex'),
        expiresAt: claimExpiry(now),
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

/** What the TXT lookup found, as the merchant reads it; null when this claim's record is there. */
export function txtCheckMessage(domain: Pick<Domain, 'domainName' | 'verificationToken'>, check: TxtCheck) {
  const name = txtNameOf(domain.domainName);
  const value = txtValueOf(domain);
  switch (check.kind) {
    case 'ok':
      return null;
    case 'missing':
      return `Nenhum registro TXT encontrado em ${name}. Crie-o com o valor ${value}. A propagação pode levar até 48 horas.`;
    case 'wrong':
      return `O registro TXT de ${name} não tem o código desta loja. Ele deve ter o valor ${value}.`;
    case 'unavailable':
      return `Não foi possível consultar o DNS de ${name} agora. Tente novamente em alguns minutos.`;
  }
}

/** Why a store's verified domain went back to awaiting verification: another store proved control. */
export const takenOverMessage = (domainName: string) =>
  clip(
    `Outra loja comprovou o controle de ${domainName} com o próprio registro TXT e passou a usá-lo no checkout.`,
  );

export interface VerifyOutcome {
  verified: boolean;
  message: string;
  domain: Domain;
}

/**
 * The Verificar button: resolves the CNAME of the stored name and the TXT record of this claim (no
 * transaction is held during the lookups). Both must be right: the CNAME says the name points at
 * Pagora, the TXT with this claim's code says the DNS owner meant this store (any store may point
 * the same CNAME). The name is then verified for this store; another store that had it verified
 * goes back to awaiting verification (the DNS owner has just proved control for this one) and its
 * owner is e-mailed. A verified domain is a 409; a domain verified concurrently by another request
 * too.
 */
export async function verifyDomain(
  db: Database,
  mailer: Mailer,
  userId: number,
  domainId: number,
  config: Pick<Config, 'dnsServers' | 'checkoutHost' | 'publicUrl'>,
  now: Date,
): Promise<VerifyOutcome> {
  const domain = await requireOwnedDomain(db.manager, userId, domainId);
  if (domain.status === 'verified') throw new ConflictError(DOMAIN_ALREADY_VERIFIED_MESSAGE);
  const [cname, txt] = await Promise.all([
    checkCname(domain.domainName, cnameOptions(config)),
    checkTxt(txtNameOf(domain.domainName), { servers: config.dnsServers, expected: txtValueOf(domain) }),
  ]);
  const error =
    cnameCheckMessage(domain.domainName, cname, config.checkoutHost) ?? txtCheckMessage(domain, txt);
  const repo = db.manager.getRepository(Domain);
  const markPending = (manager: EntityManager, changes: Partial<Domain>) =>
    manager
      .createQueryBuilder()
      .update(Domain)
      .set(changes)
      .where('id = :id AND status = :pending', { id: domain.id, pending: 'pending' })
      .execute();
  let mails: OutboundEmail[] = [];
  if (error !== null) {
    const updated = await markPending(db.manager, { lastCheckedAt: now, lastError: clip(error) });
    if (!updated.affected) await failUnverifiable(repo, domain.id);
  } else {
    try {
      mails = await db.transaction(async (manager) => {
        const previous = await manager.getRepository(Domain).find({
          select: { id: true, domainName: true, storeId: true },
          where: { domainName: domain.domainName, status: 'verified', id: Not(domain.id) },
        });
        const reason = takenOverMessage(domain.domainName);
        const taken: OutboundEmail[] = [];
        for (const other of previous) {
          const mail = await demoteDomain(manager, mailer, config, other, reason, now, 'taken');
          if (mail) taken.push(mail);
        }
        const updated = await markPending(manager, {
          status: 'verified',
          verifiedAt: now,
          lastCheckedAt: now,
          lastError: null,
          expiresAt: null,
        });
        if (!updated.affected) await failUnverifiable(manager.getRepository(Domain), domain.id);
        return taken;
      });
    } catch (failure) {
      if (isUniqueViolation(failure)) throw new ConflictError(VERIFIED_CONCURRENTLY_MESSAGE);
      throw failure;
    }
    if (mails.length > 0) mailer.dispatch(db, mails);
  }
  const saved = await repo.findOneOrFail({ where: { id: domain.id } });
  return {
    verified: error === null,
    message: error ?? `Domínio ${domain.domainName} verificado! O checkout já responde neste endereço.`,
    domain: saved,
  };
}

/** A claim that stopped being pending while it was checked: verified meanwhile (409) or removed (404). */
async function failUnverifiable(repo: Repository<Domain>, id: number): Promise<never> {
  if (await repo.exists({ where: { id } })) throw new ConflictError(DOMAIN_ALREADY_VERIFIED_MESSAGE);
  throw new NotFoundError(DOMAIN_NOT_FOUND_MESSAGE);
}

/**
 * A verified domain back to awaiting verification (with DOMAIN_CLAIM_DAYS days to be verified again before
 * it is removed), and the e-mail to its store's owner, in the caller's transaction. Null when it
 * was no longer verified (someone else demoted it first) or its store has no owner.
 */
async function demoteDomain(
  manager: EntityManager,
  mailer: Mailer,
  config: Pick<Config, 'publicUrl'>,
  domain: Pick<Domain, 'id' | 'domainName' | 'storeId'>,
  reason: string,
  now: Date,
  cause: 'dns' | 'taken',
): Promise<OutboundEmail | null> {
  const updated = await manager
    .createQueryBuilder()
    .update(Domain)
    .set({ status: 'pending', verifiedAt: null, lastError: clip(reason), expiresAt: claimExpiry(now) })
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
  return mailer.enqueue(manager, {
    to: owner.email,
    userId: owner.id,
    ...domainLostEmail({
      name: owner.fullName,
      storeName: store.name,
      domainName: domain.domainName,
      reason,
      pagoraLinkExample: `${config.publicUrl}/c/${store.id}/…`,
      cause,
    }),
  });
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
  /** Unverified claims past their expiry, deleted. */
  expired: number;
}

/**
 * Checks verified domains again every few minutes: each one whose last check is older than
 * config.domainRecheckMinutes is claimed by moving its last_checked_at (a conditional UPDATE, so
 * two instances never check the same domain in the same round), then resolved. A domain whose
 * record vanished or points elsewhere goes back to 'pending' and its store's owner is e-mailed;
 * a resolver failure (timeout, SERVFAIL) changes nothing but last_error. Each round also deletes
 * the unverified claims past their expiry (a plain DELETE: two instances doing it is harmless).
 */
export class DomainRecheckWorker extends PeriodicWorker {
  readonly #options: Required<Omit<DomainRecheckOptions, 'onChange'>> &
    Pick<DomainRecheckOptions, 'onChange'>;

  constructor(options: DomainRecheckOptions) {
    const resolved = { intervalMs: 5 * 60_000, batchSize: 100, ...options };
    super('Verificação de domínios', resolved.intervalMs, resolved.logger);
    this.#options = resolved;
  }

  /**
   * One round: the expired claims, then the verified domains due at `now` (at most batchSize),
   * oldest check first.
   */
  async runOnce(now: Date): Promise<RecheckResult> {
    const { db, config, batchSize } = this.#options;
    const expired = await db.manager
      .createQueryBuilder()
      .delete()
      .from(Domain)
      .where("status <> 'verified' AND expires_at IS NOT NULL AND expires_at <= :now", {
        now: sqlTime(db.kind, now),
      })
      .execute();
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
    const result: RecheckResult = { checked: 0, demoted: 0, unavailable: 0, expired: expired.affected ?? 0 };
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
      const mail = await db.transaction((manager) =>
        demoteDomain(manager, this.#options.mailer, config, candidate, reason, now, 'dns'),
      );
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
}

/** The name Caddy asks about, as stored (lowercase ASCII, no trailing dot), or null when it cannot be one. */
export function normalizeAskedHost(raw: string): string | null {
  const text = raw.trim().replace(/\.$/, '').toLowerCase();
  if (!text || text.length > 253 || /[\s/@:]/.test(text)) return null;
  const ascii = domainToASCII(text);
  return ascii || null;
}
