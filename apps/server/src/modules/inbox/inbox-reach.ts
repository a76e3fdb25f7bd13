import type { Permissions } from '@hubline/contract';
import { eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Access } from '../../core/auth/guard.ts';
import type { CrmPort } from '../crm/crm.port.ts';
import { lineUsers } from '../line-accounts/line-accounts.schema.ts';
import { inboxConversations } from './inbox.schema.ts';

type ContactAccess = Permissions['contactAccessInInbox'];

/**
 * Which conversations a member reaches through the inbox (core.md §6 `contactAccessInInbox`):
 * - `everything`: all of them (super administrators and the hub's API key always);
 * - `owned`: those assigned to the member, or whose contact the member owns in the CRM;
 * - `team`: those, and the unassigned ones: the shared queue nobody has taken yet. Hubline has
 *   no teams; assignment is what splits the work, so a colleague's conversation stays theirs.
 * Owning a contact counts beside assignment because assignment happens only on a reply: without
 * it, an `owned` member would never see a new conversation of their own customers.
 */
export type InboxReach =
  | { kind: 'everything' }
  | { kind: 'team' | 'owned'; userId: string; contactIds: ReadonlySet<string> };

/** Whether a conversation is within reach; its contact is the 1:1 friend's (groups have none). */
export function reaches(
  reach: InboxReach,
  conversation: { assigneeId: string | null; contactId: string | null },
): boolean {
  if (reach.kind === 'everything') return true;
  if (conversation.assigneeId === reach.userId) return true;
  if (conversation.contactId !== null && reach.contactIds.has(conversation.contactId)) return true;
  return reach.kind === 'team' && conversation.assigneeId === null;
}

/** The same rule as a condition on conversations joined with their friends (`lineUsers`). */
export function reachCondition(reach: InboxReach): SQL | undefined {
  if (reach.kind === 'everything') return undefined;
  return or(
    eq(inboxConversations.assigneeId, reach.userId),
    reach.contactIds.size ? inArray(lineUsers.contactId, [...reach.contactIds]) : undefined,
    reach.kind === 'team' ? isNull(inboxConversations.assigneeId) : undefined,
  );
}

export function contactAccessOf(member: Access['member']): ContactAccess {
  return member.superAdmin ? 'everything' : member.permissions.contactAccessInInbox;
}

// HubSpot's search answers at most 10,000 results; an owner with more contacts is not a use case.
const PAGE = 100;
const MAX_PAGES = 100;

/**
 * The contacts a user owns in the hub's CRM: the owners with the user's email (the built-in CRM's
 * owners are the hub's users; HubSpot's are matched by email), and their contacts' `hubspot_owner_id`.
 */
async function ownedContactIds(crm: CrmPort, hubId: string, email: string) {
  const owners = (await crm.owners.list(hubId)).filter(
    (owner) => owner.email.toLowerCase() === email.toLowerCase(),
  );
  const ids = new Set<string>();
  for (const owner of owners) {
    const filters = [{ propertyName: 'hubspot_owner_id', operator: 'EQ' as const, value: owner.id }];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const found = await crm.contacts.search(hubId, { query: '', filters, page, limit: PAGE });
      for (const contact of found.items) ids.add(contact.id);
      if ((page + 1) * PAGE >= found.total) break;
    }
  }
  return ids;
}

/** What the request's member reaches; asks the CRM only for members limited to `team` or `owned`. */
export async function inboxReach(deps: { crm: CrmPort }, access: Access): Promise<InboxReach> {
  const kind = contactAccessOf(access.member);
  if (kind === 'everything' || access.principal.kind !== 'user') return { kind: 'everything' };
  const { user } = access.principal;
  return { kind, userId: user.id, contactIds: await ownedContactIds(deps.crm, access.hub.id, user.email) };
}
