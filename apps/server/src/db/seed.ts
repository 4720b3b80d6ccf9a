import { Store, User } from '../entities/index.ts';
import { hashPassword } from '../services/crypto.ts';
import type { Database } from './data-source.ts';

export const DEMO_LOGIN = { email: 'demo@pagora.com.br', password: 'pagora-demo' } as const;

/**
 * On first run (no users at all), creates the demo merchant and its store.
 * Returns true when it seeded.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  if ((await db.manager.getRepository(User).count()) > 0) return false;
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  return db.transaction(async (manager) => {
    const users = manager.getRepository(User);
    if ((await users.count()) > 0) return false;
    const user = await users.save(
      users.create({
        fullName: 'Maria Demo',
        email: DEMO_LOGIN.email,
        phone: '(11) 98765-4321',
        documento: '52998224725',
        passwordHash,
        avatarUploadId: null,
      }),
    );
    const stores = manager.getRepository(Store);
    await stores.save(stores.create({ userId: user.id, name: 'Loja Demo' }));
    return true;
  });
}
