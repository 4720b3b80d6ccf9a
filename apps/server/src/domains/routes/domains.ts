import type Router from '@koa/router';
import {
  type AddDomainResponse,
  addDomainPayload,
  DEFAULT_DOMAIN_PREFIX,
  DOMAIN_ADDED_MESSAGE,
  DOMAIN_NOT_FOUND_MESSAGE,
  DOMAIN_PREFIXES,
  DOMAIN_REMOVED_MESSAGE,
  DOMAIN_REQUIRED_MESSAGE,
  type Domain,
  type DomainDnsInstructions,
  type MessageResponse,
  storeQuery,
  type VerifyDomainResponse,
  verifyDomainPayload,
} from '@pagora/contract';
import type { CustomHostDirectory } from '../../checkout/custom-host.ts';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { parseId } from '../../http/params.ts';
import { validateBody, validateQuery } from '../../http/validate.ts';
import { requireOwnedStore } from '../../identity/stores.ts';
import { BadRequestError } from '../../shared/errors.ts';
import { addDomain, domainViews, listDomains, removeDomain, verifyDomain } from '../domains.ts';

/**
 * /configuracoes › Domínios: a store's custom checkout domains (list, DNS instructions, add,
 * verify through real CNAME and TXT lookups, remove). Another merchant's store is a 403 on the list
 * and the instructions; another merchant's domain is a 404. Adding a name answers the same whether
 * or not another store claims it.
 */
export function registerDomainRoutes(
  router: Router<AppState>,
  { db, config, mailer }: AppDeps,
  customHosts: CustomHostDirectory,
): void {
  const auth = requireAuth(db);

  router.get('/api/domains', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, query.store_id);
    const domains = await listDomains(db.manager, query.store_id);
    ctx.body = (await domainViews(db.manager, domains)) satisfies Domain[];
  });

  router.get('/api/domains/dns', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const query = validateQuery(ctx, storeQuery);
    await requireOwnedStore(db.manager, user.id, query.store_id);
    ctx.body = {
      cname_target: config.checkoutHost,
      prefixes: [...DOMAIN_PREFIXES],
      default_prefix: DEFAULT_DOMAIN_PREFIX,
    } satisfies DomainDnsInstructions;
  });

  router.post('/api/domains', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const body = (ctx.request.body ?? {}) as { domainName?: unknown };
    if (typeof body.domainName !== 'string' || body.domainName.trim() === '') {
      throw new BadRequestError(DOMAIN_REQUIRED_MESSAGE);
    }
    const payload = validateBody(ctx, addDomainPayload);
    const domain = await db.transaction(async (manager) => {
      const store = await requireOwnedStore(manager, user.id, payload.store_id);
      return addDomain(manager, store.id, payload.domainName, config, new Date());
    });
    const [view] = await domainViews(db.manager, [domain]);
    ctx.status = 201;
    ctx.body = { message: DOMAIN_ADDED_MESSAGE, domain: view! } satisfies AddDomainResponse;
  });

  router.post('/api/domains/verify', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const payload = validateBody(ctx, verifyDomainPayload);
    const outcome = await verifyDomain(db, mailer, user.id, payload.domain_id, config, new Date());
    if (outcome.verified) customHosts.invalidate([outcome.domain.domainName]);
    const [view] = await domainViews(db.manager, [outcome.domain]);
    ctx.body = {
      verified: outcome.verified,
      message: outcome.message,
      domain: view!,
    } satisfies VerifyDomainResponse;
  });

  router.delete('/api/domains/:id', auth, async (ctx) => {
    const { user } = currentAuth(ctx);
    const domainId = parseId(ctx.params.id, DOMAIN_NOT_FOUND_MESSAGE);
    const removed = await db.transaction((manager) => removeDomain(manager, user.id, domainId));
    customHosts.invalidate([removed.domainName]);
    ctx.body = { message: DOMAIN_REMOVED_MESSAGE } satisfies MessageResponse;
  });
}
