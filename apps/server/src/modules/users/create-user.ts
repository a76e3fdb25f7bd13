import type { Language } from '@hubline/contract';
import type { Db } from '../../core/db/client.ts';
import { hashPassword } from './passwords.ts';
import { users } from './users.schema.ts';

export async function createUser(
  db: Db,
  input: { email: string; name: string; password?: string; lang?: Language },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      name: input.name,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      lang: input.lang ?? 'en',
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}
