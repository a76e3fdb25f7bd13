import { type BroadcastMessage, CONTACT_TOKEN_PATTERN } from '@hubline/contract';
import type { LineFlexContainer, LineMessage } from '../../../core/line/line-types.ts';

/** A broadcast is personalised (sent by push, one recipient at a time) when a text carries contact tokens. */
export function isPersonalised(messages: BroadcastMessage[]) {
  return messages.some(
    (message) => message.type === 'text' && new RegExp(CONTACT_TOKEN_PATTERN).test(message.text),
  );
}

/** The LINE message objects of a broadcast; `properties` fill contact tokens (empty when unknown). */
export function lineMessagesOf(
  messages: BroadcastMessage[],
  properties: Record<string, string> = {},
): LineMessage[] {
  return messages.map((message): LineMessage => {
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
      default:
        return message;
    }
  });
}
