import { findOrCreateFriendContact } from '../../crm/chat/friend-contact.ts';
import { ensureProperties, lineGroupIdProperty } from '../../crm/properties.ts';
import { leftInInbox, openedInInbox } from '../../inbox/inbox-intake.ts';
import type { LineAccountRow } from '../../line-accounts/line-accounts.schema.ts';
import type { WebhookEventRow } from '../webhooks.schema.ts';
import { type HandlerDeps, sourceOf } from './handle-line-event.ts';

type Members = { members?: { type?: string; userId?: string }[] };

function clients(deps: HandlerDeps, account: LineAccountRow) {
  return deps.line.messaging({
    platform: account.platform,
    accessToken: deps.secrets.open(account.accessToken),
  });
}

/**
 * The company a LINE group is (account option "group chat as company"): found by the account's
 * `LINE Group ID _n` company property, else created with the group's name — or without one, as
 * LINE may give none (the company is still found by its group id). Idempotent.
 */
async function groupCompany(deps: HandlerDeps, account: LineAccountRow, groupId: string) {
  const property = lineGroupIdProperty(account.seq);
  await ensureProperties(deps.crm.properties, account.hubId, 'companies', [property]);
  const known = await deps.crm.companies.findBy(account.hubId, property.name, groupId);
  if (known) return { company: known, created: false };
  const summary = await clients(deps, account).getGroupSummary(groupId);
  const company = await deps.crm.companies.create(account.hubId, {
    ...(summary.groupName ? { name: summary.groupName } : {}),
    [property.name]: groupId,
  });
  return { company, created: true };
}

/** A group member's contact, named after their profile in the group (they need not be a friend). */
async function memberContact(deps: HandlerDeps, account: LineAccountRow, groupId: string, userId: string) {
  const name = await clients(deps, account)
    .getGroupMemberProfile(groupId, userId)
    .then((profile) => profile.displayName)
    .catch(() => undefined);
  return findOrCreateFriendContact(deps, account, userId, name);
}

async function addMembers(
  deps: HandlerDeps,
  account: LineAccountRow,
  groupId: string,
  companyId: string,
  userIds: string[],
) {
  for (const userId of userIds) {
    const contact = await memberContact(deps, account, groupId, userId);
    await deps.crm.companies.addMember(account.hubId, companyId, contact.id);
  }
}

/** Every member id LINE tells of (paged by `next`); none when the account may not list them. */
async function memberIds(deps: HandlerDeps, account: LineAccountRow, groupId: string) {
  const ids: string[] = [];
  let start: string | undefined;
  try {
    do {
      const page = await clients(deps, account).getGroupMembersIds(groupId, start);
      ids.push(...page.memberIds);
      start = page.next;
    } while (start);
  } catch {
    // LINE lists members only for verified and premium accounts; joins still add them one by one.
  }
  return ids;
}

/**
 * The bot joins a group or room: it gets its conversation in the inbox, and a group becomes a
 * company with the members LINE can list.
 */
export async function onJoin(deps: HandlerDeps, account: LineAccountRow, event: WebhookEventRow) {
  const { chatType, chatId } = sourceOf(event);
  if (chatType === 'user' || !chatId) return;
  await openedInInbox(deps, account, { chatType, chatId }, event.occurredAt);
  if (chatType !== 'group' || !account.options.groupChatAsCompany) return;
  const { company, created } = await groupCompany(deps, account, chatId);
  if (created) await addMembers(deps, account, chatId, company.id, await memberIds(deps, account, chatId));
}

/** People join or leave the group: the company's members follow. */
export async function onMembers(deps: HandlerDeps, account: LineAccountRow, event: WebhookEventRow) {
  const { chatType, chatId } = sourceOf(event);
  if (chatType !== 'group' || !chatId || !account.options.groupChatAsCompany) return;
  const joined = event.type === 'memberJoined';
  const { members = [] } = (event.payload[joined ? 'joined' : 'left'] ?? {}) as Members;
  const userIds = members.flatMap((member) =>
    member.type === 'user' && member.userId ? [member.userId] : [],
  );
  const { company } = await groupCompany(deps, account, chatId);
  if (joined) return addMembers(deps, account, chatId, company.id, userIds);
  for (const userId of userIds) {
    const contact = await memberContact(deps, account, chatId, userId);
    await deps.crm.companies.removeMember(account.hubId, company.id, contact.id);
  }
}

/** The bot left (or was removed from) a group or room. */
export async function onLeave(deps: HandlerDeps, account: LineAccountRow, event: WebhookEventRow) {
  const { chatType, chatId } = sourceOf(event);
  if (chatType === 'user' || !chatId) return;
  await leftInInbox(deps, account, { chatType, chatId }, event.occurredAt);
}
