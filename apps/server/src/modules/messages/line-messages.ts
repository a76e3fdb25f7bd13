import {
  CONTACT_TOKEN_PATTERN,
  isLibraryMessage,
  type LineMessageInput,
  libraryItemId,
} from '@hubline/contract';
import { AppError } from '../../core/http/errors.ts';
import type { LineFlexContainer, LineMessage } from '../../core/line/line-types.ts';
import { libraryResolver, type MessageSite } from './library-messages.ts';

/** Messages are personalised (sent by push, one recipient at a time) when a text carries contact tokens. */
export function isPersonalised(messages: readonly LineMessageInput[]) {
  return messages.some(
    (message) => message.type === 'text' && new RegExp(CONTACT_TOKEN_PATTERN).test(message.text),
  );
}

/** Builds the LINE messages for one recipient; `properties` fill contact tokens (empty when unknown). */
export type LineMessageBuild = (properties?: Record<string, string>) => LineMessage[];

/** A message of the model once its library item is read: either built already, or built per recipient. */
type Prepared = { built: LineMessage } | { model: LineMessageInput };

function lineMessageOf(message: LineMessageInput, properties: Record<string, string>): LineMessage {
  switch (message.type) {
    case 'text':
      return {
        type: 'text',
        text: message.text.replace(CONTACT_TOKEN_PATTERN, (_, name: string) => properties[name] ?? ''),
      };
    case 'flex':
      return {
        type: 'flex',
        altText: message.altText,
        contents: message.contents as unknown as LineFlexContainer,
      };
    // The composer validated it as JSON; LINE validates it as a message.
    case 'json':
      return JSON.parse(message.json) as LineMessage;
    case 'sticker':
    case 'image':
    case 'video':
      return message;
    default:
      // Library references were prepared before (lineMessageBuilder).
      throw new Error(`unprepared library message ${message.type}`);
  }
}

async function prepare(site: MessageSite, hubId: string, message: LineMessageInput, index: number) {
  if (!isLibraryMessage(message)) return { model: message };
  const resolve = libraryResolver(message.type);
  const built = resolve ? await resolve(site, hubId, libraryItemId(message)) : undefined;
  if (!built) {
    throw new AppError(
      'message.error.unknownItem',
      {},
      { [`messages.${index}`]: 'message.error.unknownItem' },
    );
  }
  return { built };
}

/**
 * The messages with each library reference replaced by the LINE message it makes now, as JSON:
 * what a run records, so that its sending, its retries and its place in the chat history no longer
 * depend on the library item, which may be edited or deleted afterwards. A reference that cannot be
 * resolved is the builder's translated 400.
 */
export async function frozenMessages(
  site: MessageSite,
  hubId: string,
  messages: readonly LineMessageInput[],
): Promise<LineMessageInput[]> {
  const frozen: LineMessageInput[] = [];
  for (const [index, message] of messages.entries()) {
    const prepared = await prepare(site, hubId, message, index);
    frozen.push(
      'built' in prepared ? { type: 'json', json: JSON.stringify(prepared.built) } : prepared.model,
    );
  }
  return frozen;
}

/**
 * The one builder from the message model to LINE message objects. Library references are read
 * once here — an item of another hub, one gone, or a kind this build cannot send yet is a
 * translated 400 on the message's field — and what it returns is pure, so a run builds once and
 * calls the result for each recipient.
 */
export async function lineMessageBuilder(
  site: MessageSite,
  hubId: string,
  messages: readonly LineMessageInput[],
): Promise<LineMessageBuild> {
  const prepared: Prepared[] = [];
  for (const [index, message] of messages.entries())
    prepared.push(await prepare(site, hubId, message, index));
  return (properties = {}) =>
    prepared.map((item) => ('built' in item ? item.built : lineMessageOf(item.model, properties)));
}
