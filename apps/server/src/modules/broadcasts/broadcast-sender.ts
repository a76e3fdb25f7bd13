import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import { AppError } from '../../core/http/errors.ts';
import type { LineMessage, LineSender } from '../../core/line/line-types.ts';
import { activeMember } from '../hubs/index.ts';
import type { BroadcastRow } from './broadcasts.schema.ts';

/** LINE's limit on `sender.name` (OpenAPI `Sender`, LINE-FACTS.md §10). */
const SENDER_NAME_MAX = 20;

/** A broadcast can be sent as one of the hub's own users only. */
export async function checkSender(db: Db, hubId: string, sender: BroadcastRow['sender'] | undefined) {
  if (sender?.kind !== 'user') return;
  if (!isUuid(sender.userId) || !(await activeMember(db, hubId, sender.userId)))
    throw new AppError('broadcast.error.senderNotMember');
}

/**
 * LINE's `sender` of a broadcast sent as a chosen user: their name, cut to LINE's 20 characters,
 * and their avatar when LINE can take it (a PNG served over https at the public URL); else none, and
 * LINE shows the account. A user who left the hub since is no longer shown.
 */
export async function lineSenderOf(
  db: Db,
  hubId: string,
  sender: BroadcastRow['sender'],
  publicUrl: string,
): Promise<LineSender | undefined> {
  if (sender.kind !== 'user') return undefined;
  const member = await activeMember(db, hubId, sender.userId);
  if (!member) return undefined;
  const name = [...member.name].slice(0, SENDER_NAME_MAX).join('');
  // LINE takes a PNG icon over HTTPS only.
  const reachable = member.avatar?.endsWith('.png') && publicUrl.startsWith('https://');
  const iconUrl = reachable ? `${publicUrl}${member.avatar}` : undefined;
  return iconUrl ? { name, iconUrl } : { name };
}

/** The messages with the sender on each (LINE takes it per message). */
export function withSender(messages: LineMessage[], sender: LineSender | undefined) {
  return sender ? messages.map((message) => ({ ...message, sender })) : messages;
}
