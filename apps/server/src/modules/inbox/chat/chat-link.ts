import { CHAT_LINK_TTL_MINUTES } from '@hubline/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../../../core/auth/tokens.ts';
import type { Db } from '../../../core/db/client.ts';
import { isUuid } from '../../../core/db/ids.ts';
import { chatLinkTokens } from '../inbox.schema.ts';

/**
 * A one-time link that opens one conversation in the chat layout (core.md §2), for example from
 * the CRM. Only the token's hash is kept; it expires and works once.
 */
export async function createChatLink(
  db: Db,
  where: { hubId: string; seq: number; vid: string; publicUrl: string },
  createdBy: string | null,
  now = new Date(),
) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + CHAT_LINK_TTL_MINUTES * 60_000);
  await db.insert(chatLinkTokens).values({
    tokenHash: hashToken(token),
    hubId: where.hubId,
    seq: where.seq,
    vid: where.vid,
    createdBy,
    expiresAt,
  });
  const query = new URLSearchParams({ seq: String(where.seq), vid: where.vid, ott: token });
  return {
    token,
    url: `${where.publicUrl}/chat/line/${encodeURIComponent(where.hubId)}?${query}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** True once for an unexpired, unused token of this hub's conversation; using it spends it. */
export async function useChatLink(
  db: Db,
  where: { hubId: string; seq: number; vid: string },
  token: string | undefined,
  now = new Date(),
): Promise<boolean> {
  if (!token || !isUuid(where.vid)) return false;
  const used = await db
    .update(chatLinkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(chatLinkTokens.tokenHash, hashToken(token)),
        eq(chatLinkTokens.hubId, where.hubId),
        eq(chatLinkTokens.seq, where.seq),
        eq(chatLinkTokens.vid, where.vid),
        isNull(chatLinkTokens.usedAt),
        gt(chatLinkTokens.expiresAt, now),
      ),
    )
    .returning({ tokenHash: chatLinkTokens.tokenHash });
  return used.length > 0;
}
