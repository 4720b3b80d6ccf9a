import { z } from 'zod';
import { storeId } from './catalog-fields.ts';
import { integerField } from './number-fields.ts';

/*
 * Custom domains (/configuracoes → Domínios) and the setup checklist (/configuracoes → Checklist).
 * A merchant points `<prefix>.<their domain>` at Pagora's checkout host with a CNAME record and
 * proves which store it is for with a TXT record holding that claim's own code; once verified, that
 * host serves the store's checkout (`https://<domain>/<product slug>`).
 *
 * Several stores may claim the same name: a claim blocks nobody and adding one never says whether
 * another store claims it. Only one store may have a name verified, and a later proof of control
 * (CNAME + that store's TXT) moves the name to the store that gave it. A claim left unverified for
 * DOMAIN_CLAIM_DAYS days is removed.
 */

/** The subdomain prefixes a merchant may choose (checkout by default). */
export const DOMAIN_PREFIXES = ['pagamento', 'seguro', 'checkout', 'pay'] as const;
export type DomainPrefix = (typeof DOMAIN_PREFIXES)[number];
export const DEFAULT_DOMAIN_PREFIX: DomainPrefix = 'checkout';

/** How many domains one store may register. */
export const MAX_DOMAINS_PER_STORE = 10;

/**
 * 'verified' serves the checkout. 'pending' awaits verification. 'taken': this store's claim awaits
 * verification while another store has the name verified (verified names are public: they answer
 * on the internet); verifying it with this claim's TXT record moves the name to this store.
 */
export const DOMAIN_STATUSES = ['verified', 'pending', 'taken'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];
/** What the database stores; 'taken' is worked out when a domain is read. */
export type StoredDomainStatus = Exclude<DomainStatus, 'taken'>;
export const DOMAIN_STATUS_LABELS: Record<DomainStatus, string> = {
  verified: 'Verificado',
  pending: 'Aguardando verificação',
  taken: 'Verificado por outra loja',
};

/** Days an unverified claim is kept (from when it was added, or from when it lost its verification). */
export const DOMAIN_CLAIM_DAYS = 7;
/** The TXT record proving a claim lives at `_pagora.<the domain name>`. */
export const DOMAIN_TXT_LABEL = '_pagora';
/** The TXT record's value: this prefix and the claim's own code. */
export const DOMAIN_TXT_VALUE_PREFIX = 'pagora-verify=';

/**
 * A host name as a merchant may paste it into the domain field, bare: scheme, path, query,
 * fragment, port, trailing dots and a leading 'www.' dropped
 * ('https://www.Loja.com.br/produtos?x=1' → 'Loja.com.br'). Anything else is left for the server
 * to judge.
 */
export function cleanDomainInput(text: string): string {
  let host = text
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^\/\//, '');
  host = host.split(/[/?#\\]/, 1)[0] ?? '';
  host = host.replace(/:\d{0,5}$/, '').replace(/\.+$/, '');
  return host.replace(/^www\./i, '');
}

export const DOMAIN_REQUIRED_MESSAGE = 'Por favor, insira o seu domínio.';
export const DOMAIN_ADDED_MESSAGE = 'Domínio adicionado. Siga as instruções de DNS para verificação.';
export const DOMAIN_REMOVED_MESSAGE = 'Domínio removido com sucesso.';
/** The same name twice in one store (other stores' claims are never refused nor revealed). */
export const DOMAIN_TAKEN_MESSAGE = 'Este domínio já está cadastrado.';
export const DOMAIN_ALREADY_VERIFIED_MESSAGE = 'Este domínio já foi verificado.';
export const DOMAIN_NOT_FOUND_MESSAGE = 'Domínio não encontrado.';
export const DOMAINS_FORBIDDEN_MESSAGE = 'Acesso não autorizado para buscar os domínios desta loja.';
/** DNS propagation note of the DNS box. */
export const DNS_PROPAGATION_NOTE = 'A propagação do DNS pode levar até 48 horas.';

/** GET /api/domains?store_id= → Domain[] (oldest first). Times are ISO strings. */
export interface Domain {
  id: number;
  store_id: number;
  /** The full host name, lowercase ASCII (IDN in punycode), e.g. 'checkout.minhaloja.com.br'. */
  domain_name: string;
  prefix: DomainPrefix;
  status: DomainStatus;
  verified_at: string | null;
  /** Last DNS check (verify button or periodic re-check). */
  last_checked_at: string | null;
  /** What the last failed check found, in Portuguese; null after a successful one. */
  last_error: string | null;
  /**
   * The TXT record that proves this store's claim: `name` relative to the merchant's domain, as DNS
   * panels ask for it (like the CNAME's name, the prefix), e.g. '_pagora.checkout'; `fqdn` the full
   * name ('_pagora.checkout.minhaloja.com.br'); `value` 'pagora-verify=<this claim's code>'.
   */
  txt_record: { name: string; fqdn: string; value: string };
  /** When an unverified claim is removed (DOMAIN_CLAIM_DAYS after it was added or lost its verification); null when verified. */
  expires_at: string | null;
  created_at: string;
}

/** GET /api/domains/dns?store_id= → what the DNS box shows. */
export interface DomainDnsInstructions {
  /** The value of the CNAME record: Pagora's checkout host. */
  cname_target: string;
  prefixes: DomainPrefix[];
  default_prefix: DomainPrefix;
}

/**
 * POST /api/domains. `domainName` is the full name: the chosen prefix, a dot, the merchant's
 * domain ('checkout.minhaloja.com.br'). The server normalises it (scheme/path dropped, lowercase,
 * punycode) and answers 201 { message, domain }.
 */
export const addDomainPayload = z.object({
  store_id: storeId,
  domainName: z
    .string({ error: DOMAIN_REQUIRED_MESSAGE })
    .trim()
    .min(1, DOMAIN_REQUIRED_MESSAGE)
    .max(300, 'O domínio é longo demais.'),
});
export type AddDomainPayload = z.input<typeof addDomainPayload>;
export interface AddDomainResponse {
  message: string;
  domain: Domain;
}

/** POST /api/domains/verify. domain_name is what the list showed; the stored name is what is checked. */
export const verifyDomainPayload = z.object({
  domain_id: integerField({ invalid: DOMAIN_NOT_FOUND_MESSAGE }).pipe(
    z.number().positive(DOMAIN_NOT_FOUND_MESSAGE),
  ),
  domain_name: z.string().optional(),
});
export type VerifyDomainPayload = z.input<typeof verifyDomainPayload>;
/** 200 in both cases; `message` says what the DNS lookup found. `domain` is the row after the check. */
export interface VerifyDomainResponse {
  verified: boolean;
  message: string;
  domain: Domain;
}

/*
 * GET /api/checklist?store_id= → ChecklistResponse. Every item is computed from the store's data:
 * - domain: at least one verified domain (Configurações › Domínios).
 * - shipping: at least one shipping option (Frete).
 * - gateway: a real payment gateway (Mercado Pago or Pagar.me) is active for the store (/gateways);
 *   until then the checkout sells in test mode.
 * - origin: where the store ships from: the origin CEP saved in Frete (/logistica).
 * - payment: the checkout's payment configuration was saved (Checkout › Configurações) and every
 *   method it chose can be offered: when PIX is among them, the PIX key is filled in.
 */
export const CHECKLIST_KEYS = ['domain', 'shipping', 'gateway', 'origin', 'payment'] as const;
export type ChecklistKey = (typeof CHECKLIST_KEYS)[number];
export const CHECKLIST_LABELS: Record<ChecklistKey, string> = {
  domain: 'Domínio verificado',
  shipping: 'Frete cadastrado',
  gateway: 'Gateway cadastrado',
  origin: 'Origem configurada',
  payment: 'Configuração de pagamento',
};

export interface ChecklistItem {
  key: ChecklistKey;
  label: string;
  done: boolean;
  /** What to do (or why it cannot be done yet), in Portuguese. */
  hint: string;
  /** False when Pagora offers no way to complete the item yet. */
  available: boolean;
}

export interface ChecklistResponse {
  items: ChecklistItem[];
  done: number;
  total: number;
  /** Whole percent of items done (0–100). */
  percent: number;
}
