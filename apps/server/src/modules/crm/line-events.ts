import type { Deps } from '../../core/deps.ts';
import type { LineEventSubscriber } from '../../core/line/line-events.ts';
import type { LineAccountRow } from '../line-accounts/index.ts';
import { onGroupJoin, onGroupMembers } from './chat/line-group-company.ts';
import { linkFriendContact } from './chat/link-friend-contact.ts';
import { logLineMessage, logLineMessages } from './chat/log-line-message.ts';

/**
 * What LINE events do in the CRM. Each is idempotent: contacts and group companies are found by
 * their LINE ids before any is made, and a message's log and task are queued under the event's id.
 */
export function crmLineEvents(
  deps: Pick<Deps, 'db' | 'crm' | 'queue' | 'line' | 'secrets'>,
): LineEventSubscriber<LineAccountRow> {
  return {
    name: 'crm',
    on: {
      follow: (event) => linkFriendContact(deps, event),
      message: (event) => logLineMessage(deps, event),
      join: (event) => onGroupJoin(deps, event),
      memberJoined: (event) => onGroupMembers(deps, event),
      memberLeft: (event) => onGroupMembers(deps, event),
    },
    onMessages: (events) => logLineMessages(deps, events),
  };
}
