import type {
  Broadcast,
  BroadcastInput,
  BroadcastMessage,
  BroadcastType,
  DemographicFilter,
  LineMessageType,
  RecurringFrequency,
} from '@hubline/contract';
import { parseJsonObject } from './json-text';
import { utcToZoned, zonedToUtc } from './schedule-time';

/** A message as the composer edits it: flex contents stay text until they parse. */
export type MessageDraft =
  | Exclude<BroadcastMessage, { type: 'flex' }>
  | { type: 'flex'; altText: string; contents: string };

export interface Draft {
  name: string;
  type: BroadcastType;
  frequency: RecurringFrequency;
  accountId: string;
  /** '' for the account itself, else the chosen user's id. */
  senderUserId: string;
  targetLists: string[];
  excludeLists: string[];
  messages: MessageDraft[];
  nonTracking: boolean;
  narrowcast: boolean;
  lineAudiences: string[];
  demographic: DemographicFilter | null;
  /** Wall-clock `YYYY-MM-DDTHH:mm` in the hub's time zone; '' for none. */
  scheduleLocal: string;
  /** An automation's workflow: enrolling a contact in it sends them the broadcast; '' for none. */
  workflowId: string;
}

export const emptyMessage = (type: LineMessageType): MessageDraft => {
  switch (type) {
    case 'text':
      return { type, text: '' };
    case 'sticker':
      return { type, packageId: '', stickerId: '' };
    case 'image':
      return { type, originalContentUrl: '', previewImageUrl: '' };
    case 'video':
      return { type, originalContentUrl: '', previewImageUrl: '' };
    case 'flex':
      return { type, altText: '', contents: '' };
    case 'json':
      return { type, json: '' };
    case 'imagemap':
      return { type, imagemapId: '' };
    case 'richVideo':
      return { type, videoId: '' };
    case 'carousel':
      return { type, carouselId: '' };
    case 'notificationTemplate':
      return { type, templateId: '' };
  }
};

export const emptyDraft = (accountId: string): Draft => ({
  name: '',
  type: 'broadcast',
  frequency: 'weekly',
  accountId,
  senderUserId: '',
  targetLists: [],
  excludeLists: [],
  messages: [emptyMessage('text')],
  nonTracking: false,
  narrowcast: false,
  lineAudiences: [],
  demographic: null,
  scheduleLocal: '',
  workflowId: '',
});

export function draftFromBroadcast(broadcast: Broadcast, timeZone: string): Draft {
  return {
    name: broadcast.name,
    type: broadcast.type,
    frequency: broadcast.recurrence?.frequency ?? 'weekly',
    accountId: broadcast.accountId,
    senderUserId: broadcast.sender.kind === 'user' ? broadcast.sender.userId : '',
    targetLists: broadcast.targetLists,
    excludeLists: broadcast.excludeLists,
    messages: broadcast.messages.map((message) =>
      message.type === 'flex' ? { ...message, contents: JSON.stringify(message.contents, null, 2) } : message,
    ),
    nonTracking: broadcast.nonTracking,
    narrowcast: broadcast.narrowcast,
    lineAudiences: broadcast.lineAudiences,
    demographic: broadcast.demographic,
    scheduleLocal: broadcast.broadcastDate ? utcToZoned(broadcast.broadcastDate, timeZone) : '',
    workflowId: broadcast.workflowId ?? '',
  };
}

/** The message the server takes; flex contents that do not parse go as `{}` and the server refuses them. */
export function messageInput(message: MessageDraft): BroadcastMessage {
  if (message.type !== 'flex') return message;
  return { type: 'flex', altText: message.altText, contents: parseJsonObject(message.contents) ?? {} };
}

export function draftToInput(draft: Draft, timeZone: string): BroadcastInput {
  return {
    name: draft.name,
    type: draft.type,
    accountId: draft.accountId,
    sender: draft.senderUserId ? { kind: 'user', userId: draft.senderUserId } : { kind: 'account' },
    targetLists: draft.targetLists,
    excludeLists: draft.excludeLists,
    messages: draft.messages.map(messageInput),
    nonTracking: draft.nonTracking,
    narrowcast: draft.narrowcast,
    lineAudiences: draft.narrowcast ? draft.lineAudiences : [],
    demographic: draft.narrowcast ? draft.demographic : null,
    broadcastDate: draft.scheduleLocal ? zonedToUtc(draft.scheduleLocal, timeZone) : null,
    recurrence: draft.type === 'recurring' ? { frequency: draft.frequency } : null,
    workflowId: draft.type === 'automation' && draft.workflowId ? draft.workflowId : null,
  };
}
