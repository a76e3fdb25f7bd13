import type { Permissions } from '@hubline/contract';
import { eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Access } from '../../core/auth/guard.ts';
import type { ContactSearch, CrmPort } from '../crm/index.ts';
import { lineUserRecords } from '../line-accounts/index.ts';
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
    reach.contactIds.size ? inArray(lineUserRecords.contactId, [...reach.contactIds]) : undefined,
    reach.kind === 'team' ? isNull(inboxConversations.assigneeId) : undefined,
  );
}

export function contactAccessOf(member: Access['member']): ContactAccess {
  return member.superAdmin ? 'everything' : member.permissions.contactAccessInInbox;
}

// HubSpot's search answers at most 10,000 results; an owner with more contacts is not a use case.
const PAGE = 100;
const MAX_PAGES = 100;
const OWNER_PROPERTY = 'hubspot_owner_id';

/** The CRM owners who are this user: the built-in CRM's are the hub's users, HubSpot's match by email. */
async function ownerIdsOf(crm: CrmPort, hubId: string, email: string) {
  const owners = await crm.owners.list(hubId);
  return owners.filter((owner) => owner.email.toLowerCase() === email.toLowerCase()).map((owner) => owner.id);
}

const ownedBy = (ownerId: string) => ({
  propertyName: OWNER_PROPERTY,
  operator: 'EQ' as const,
  value: ownerId,
});

/** The contacts a user owns in the hub's CRM (their `hubspot_owner_id` is one of the user's owner ids). */
async function ownedContactIds(crm: CrmPort, hubId: string, email: string) {
  const ids = new Set<string>();
  for (const ownerId of await ownerIdsOf(crm, hubId, email)) {
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const found = await crm.contacts.search(hubId, {
        query: '',
        filters: [ownedBy(ownerId)],
        page,
        limit: PAGE,
      });
      for (const contact of found.items) ids.add(contact.id);
      if ((page + 1) * PAGE >= found.total) break;
    }
  }
  return ids;
}

/**
 * A contact search as a member limited to `owned` may make it: only contacts they own (by the
 * user's id when the CRM has no owner with their email, which matches none in HubSpot). `team`
 * searches every contact: its shared queue is of conversations, and contacts have no assignee.
 */
export async function searchWithinReach(crm: CrmPort, access: Access, search: ContactSearch) {
  if (contactAccessOf(access.member) !== 'owned' || access.principal.kind !== 'user') return search;
  const { user } = access.principal;
  const [ownerId = user.id] = await ownerIdsOf(crm, access.hub.id, user.email);
  return { ...search, filters: [...search.filters, ownedBy(ownerId)] };
}

/** What the request's member reaches; asks the CRM only for members limited to `team` or `owned`. */
export async function inboxReach(deps: { crm: CrmPort }, access: Access): Promise<InboxReach> {
  const kind = contactAccessOf(access.member);
  if (kind === 'everything' || access.principal.kind !== 'user') return { kind: 'everything' };
  const { user } = access.principal;
  return { kind, userId: user.id, contactIds: await ownedContactIds(deps.crm, access.hub.id, user.email) };
}
