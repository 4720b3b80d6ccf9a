import type Router from '@koa/router';
import { type LoginResponse, loginRequest, type RegisterResponse, registerRequest } from '@pagora/contract';
import type { AppDeps, AppState } from '../../context.ts';
import { currentAuth, requireAuth } from '../../http/auth.ts';
import { validateBody } from '../../http/validate.ts';
import { login, register } from '../accounts.ts';
import { revokeSession, sessionView } from '../sessions.ts';
import { deviceCookie, setDeviceCookie } from './device-cookie.ts';

export function registerAuthRoutes(router: Router<AppState>, { db, config }: AppDeps): void {
  const https = config.publicUrl.startsWith('https:');

  router.post('/api/register', async (ctx) => {
    const input = validateBody(ctx, registerRequest);
    const { user, issued, deviceToken } = await register(
      db,
      {
        fullName: input.nome,
        email: input.email,
        phone: input.telefone,
        documento: input.documento,
        password: input.senha,
      },
      { ip: ctx.ip, deviceToken: deviceCookie(ctx) },
    );
    setDeviceCookie(ctx, deviceToken, https);
    ctx.status = 201;
    ctx.body = { session: sessionView(issued), userId: user.id } satisfies RegisterResponse;
  });

  router.post('/api/login', async (ctx) => {
    const input = validateBody(ctx, loginRequest);
    const { issued, hasStore, deviceToken } = await login(db, input, {
      ip: ctx.ip,
      deviceToken: deviceCookie(ctx),
    });
    setDeviceCookie(ctx, deviceToken, https);
    ctx.body = { session: sessionView(issued), hasStore } satisfies LoginResponse;
  });

  router.post('/api/logout', requireAuth(db), async (ctx) => {
    const { session } = currentAuth(ctx);
    await db.transaction((manager) => revokeSession(manager, session.id));
    ctx.status = 204;
  });
}
