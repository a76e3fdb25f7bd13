import {
  BROADCAST_LEAD_MINUTES,
  BROADCAST_LIST_MAX,
  type BroadcastMessage,
  CONTACT_TOKEN_PATTERN,
  type CrmList,
  isLineAudienceId,
} from '@hubline/contract';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { getAccount } from '../line-accounts/index.ts';

const MINUTE_MS = 60_000;

/** messaging.md §5: every `json` message must be a JSON object; the error names the message (1-based). */
export function checkJsonMessages(messages: readonly BroadcastMessage[]) {
  messages.forEach((message, index) => {
    if (message.type !== 'json') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.json);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new AppError(
        'broadcast.error.invalidJson',
        { number: index + 1 },
        {
          [`messages.${index}.json`]: 'broadcast.error.invalidJson',
        },
      );
    }
  });
}

/** The first contact token (`{{firstname}}`) of the messages' texts, if any. */
export function firstContactToken(messages: readonly BroadcastMessage[]): string | undefined {
  for (const message of messages) {
    const text = message.type === 'text' ? message.text : message.type === 'json' ? message.json : '';
    const found = new RegExp(CONTACT_TOKEN_PATTERN.source).exec(text);
    if (found) return found[0];
  }
  return undefined;
}

/**
 * A narrowcast (LINE audiences, demographic filters) is one request whose recipients LINE picks, so
 * every one of them gets the same text: contact tokens cannot be filled in, and are refused with
 * it. LINE audiences count as a narrowcast too, since only a narrowcast can reach them.
 */
export function checkTokensWithNarrowcast(
  messages: readonly BroadcastMessage[],
  lineAudiences: readonly string[],
  narrowcast = false,
) {
  const token = narrowcast || lineAudiences.length > 0 ? firstContactToken(messages) : undefined;
  if (token) throw new AppError('broadcast.error.tokensWithNarrowcast', { token });
}

/** A row saved before ids were checked on save may hold one LINE cannot take: it never goes out as `null`. */
export function checkAudienceIds(lineAudiences: readonly string[]) {
  const bad = lineAudiences.find((id) => !isLineAudienceId(id));
  if (bad !== undefined) throw new AppError('broadcast.error.unknownAudience', { id: bad });
}

/**
 * A narrowcast goes to whom LINE picks (its audiences and demographic filters), all in one request
 * of which LINE never names the recipients: our lists cannot take part, so they are refused with it.
 */
export function checkNarrowcastLists(input: Pick<Audience, 'narrowcast' | 'targetLists' | 'excludeLists'>) {
  if (input.narrowcast && (input.targetLists?.length || input.excludeLists?.length))
    throw new AppError('broadcast.error.narrowcastWithLists');
}

/** messaging.md §5: a target list may hold at most BROADCAST_LIST_MAX contacts; the message tells its size. */
export function checkListSizes(targets: readonly Pick<CrmList, 'name' | 'size'>[], max = BROADCAST_LIST_MAX) {
  const tooLarge = targets.find((list) => list.size > max);
  if (tooLarge) {
    throw new AppError('broadcast.error.listTooLarge', {
      name: tooLarge.name,
      size: tooLarge.size.toLocaleString('en-US'),
      max: max.toLocaleString('en-US'),
    });
  }
}

/** A broadcast date must be more than the lead time after `now` (messaging.md §5). */
export function checkLeadTime(broadcastDate: Date, now: Date) {
  if (broadcastDate.getTime() - now.getTime() <= BROADCAST_LEAD_MINUTES * MINUTE_MS) {
    throw new AppError('broadcast.error.leadTime', { minutes: BROADCAST_LEAD_MINUTES });
  }
}

/** A scheduled broadcast is frozen within the lead time of its date: it may already be on its way. */
export function checkStillChangeable(scheduledFor: Date | null, now: Date) {
  if (scheduledFor && scheduledFor.getTime() - now.getTime() <= BROADCAST_LEAD_MINUTES * MINUTE_MS) {
    throw new AppError('broadcast.error.tooLateToChange', { minutes: BROADCAST_LEAD_MINUTES });
  }
}

export interface Audience {
  accountId?: string;
  targetLists?: string[];
  excludeLists?: string[];
  messages?: BroadcastMessage[];
  lineAudiences?: string[];
  narrowcast?: boolean;
  workflowId?: string | null;
}

/** Checks what a save names against the hub: its account, its CRM lists and its messages. */
export async function checkAudience(deps: Pick<Deps, 'db' | 'crm'>, hubId: string, input: Audience) {
  if (input.accountId !== undefined && !(await getAccount(deps.db, hubId, input.accountId))) {
    throw new AppError('broadcast.error.noAccount', {}, { accountId: 'broadcast.error.noAccount' });
  }
  const named = [...(input.targetLists ?? []), ...(input.excludeLists ?? [])];
  if (named.length > 0) {
    const lists = new Map((await deps.crm.lists.list(hubId)).map((list) => [list.id, list]));
    if (named.some((id) => !lists.has(id))) throw new AppError('broadcast.error.unknownList');
    checkListSizes((input.targetLists ?? []).flatMap((id) => lists.get(id) ?? []));
  }
  if (input.workflowId && !(await deps.crm.workflows.list(hubId)).some((w) => w.id === input.workflowId)) {
    throw new AppError(
      'broadcast.error.unknownWorkflow',
      {},
      { workflowId: 'broadcast.error.unknownWorkflow' },
    );
  }
  checkJsonMessages(input.messages ?? []);
  checkTokensWithNarrowcast(input.messages ?? [], input.lineAudiences ?? [], input.narrowcast);
  checkNarrowcastLists(input);
}
