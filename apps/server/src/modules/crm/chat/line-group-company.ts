import type { Deps } from '../../../core/deps.ts';
import type { LineEvents } from '../../../core/line/line-events.ts';
import type { LineAccountRow } from '../../line-accounts/index.ts';
import { ensureProperties, lineGroupIdProperty } from '../properties.ts';
import { findOrCreateFriendContact } from './friend-contact.ts';

type GroupDeps = Pick<Deps, 'db' | 'crm' | 'line' | 'secrets'>;

type Events = LineEvents<LineAccountRow>;

function clients(deps: GroupDeps, account: LineAccountRow) {
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
async function groupCompany(deps: GroupDeps, account: LineAccountRow, groupId: string) {
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
async function memberContact(deps: GroupDeps, account: LineAccountRow, groupId: string, userId: string) {
  const name = await clients(deps, account)
    .getGroupMemberProfile(groupId, userId)
    .then((profile) => profile.displayName)
    .catch(() => undefined);
  return findOrCreateFriendContact(deps, account, userId, name);
}

async function addMembers(
  deps: GroupDeps,
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
async function memberIds(deps: GroupDeps, account: LineAccountRow, groupId: string) {
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

/** The bot joins a group (account option "group chat as company"): the group becomes a company with the members LINE can list. */
export async function onGroupJoin(deps: GroupDeps, event: Events['join']) {
  const { account, chat } = event;
  if (chat.type !== 'group' || !account.options.groupChatAsCompany) return;
  const { company, created } = await groupCompany(deps, account, chat.id);
  if (created) await addMembers(deps, account, chat.id, company.id, await memberIds(deps, account, chat.id));
}

/** People join or leave the group: the company's members follow. */
export async function onGroupMembers(deps: GroupDeps, event: Events['memberJoined'] | Events['memberLeft']) {
  const { account, chat, userIds } = event;
  if (!account.options.groupChatAsCompany) return;
  const { company } = await groupCompany(deps, account, chat.id);
  if (event.type === 'memberJoined') return addMembers(deps, account, chat.id, company.id, userIds);
  for (const userId of userIds) {
    const contact = await memberContact(deps, account, chat.id, userId);
    await deps.crm.companies.removeMember(account.hubId, company.id, contact.id);
  }
}
