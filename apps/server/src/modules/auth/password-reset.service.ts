import { type Language, RESET_TOKEN_TTL_MS } from '@hubline/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../../core/auth/tokens.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import type { Mail } from '../../core/mail/mailer.ts';
import { notify } from '../news/index.ts';
import { findUserByEmail, getUser, hashPassword, updateUser } from '../users/index.ts';
import { passwordTokens } from './auth.schema.ts';
import { revokeUserSessions } from './sessions.repository.ts';

/**
 * forgot → a mail with a single-use token → verify-token trades it for a password session →
 * reset consumes that session. Unknown emails get the same answer and no mail.
 */
export async function requestReset(
  db: Db,
  input: { email: string; lang: Language; publicUrl: string },
  sendMail: (mail: Mail) => Promise<void>,
) {
  const user = await findUserByEmail(db, input.email);
  if (!user?.active) return;
  const token = newToken();
  await db.insert(passwordTokens).values({
    kind: 'mail',
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${input.publicUrl}/auth/verify?${new URLSearchParams({ email: user.email, token, lang: input.lang })}`;
  await sendMail({
    to: user.email,
    subject: translate(input.lang, 'mail.reset.subject'),
    text: translate(input.lang, 'mail.reset.body', { email: user.email, link }),
  });
}

/** Marks a live token of this kind used and returns it; an unknown, used or expired one is refused. */
async function consume(db: Db, kind: 'mail' | 'password', token: string) {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordTokens.kind, kind),
        eq(passwordTokens.tokenHash, hashToken(token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw new AppError('auth.reset.invalidToken');
  return row;
}

export async function verifyResetToken(db: Db, input: { email: string; token: string }) {
  const user = await findUserByEmail(db, input.email);
  const row = await consume(db, 'mail', input.token);
  if (!user || row.userId !== user.id) throw new AppError('auth.reset.invalidToken');
  const sessionId = newToken();
  await db.insert(passwordTokens).values({
    kind: 'password',
    tokenHash: hashToken(sessionId),
    userId: user.id,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  return sessionId;
}

export async function getPasswordSession(db: Db, sessionId: string) {
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.kind, 'password'),
        eq(passwordTokens.tokenHash, hashToken(sessionId)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const user = row && (await getUser(db, row.userId));
  if (!row || !user) throw new AppError('auth.reset.invalidToken');
  return { email: user.email, expiresAt: row.expiresAt.toISOString() };
}

/**
 * Sets the new password and signs every existing session out. Every other link and password
 * session of the user dies with it: an older mail found later must not reset the new password.
 */
export async function resetPassword(db: Db, input: { email: string; password: string; sessionId: string }) {
  const user = await findUserByEmail(db, input.email);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const row = await consume(tx, 'password', input.sessionId);
    if (!user || row.userId !== user.id) throw new AppError('auth.reset.invalidToken');
    await tx
      .update(passwordTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordTokens.userId, user.id), isNull(passwordTokens.usedAt)));
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id);
    await notify(tx, user.id, 'notification.passwordChanged');
  });
}
