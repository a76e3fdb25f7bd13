// The public face of hubs (hubs and their memberships): any file of this module may query its own
// tables; other modules reach them only through the functions offered here (a foreign key may name
// the table in a schema file).
export { addMember, createHub } from './create-hub.ts';
export { hubRecords, hubTimezones, memberGrants } from './hub-joins.ts';
export {
  activeMember,
  activeMembers,
  activeMembership,
  checkMemberEmail,
  memberEmail,
  memberUsers,
} from './hub-members.repository.ts';
export {
  anyHubExists,
  findHubByApiKey,
  getHub,
  type HubSummary,
  listUserHubs,
  updateHub,
  userHubSummaries,
} from './hubs.repository.ts';
export type { HubRow, MembershipRow } from './hubs.schema.ts';
