import { newQuoteToken } from '../../ids.ts';
import type { JsonObject } from '../../json.ts';
import type { Content } from '../state/types.ts';

/**
 * What a simulated user can send, and how it appears in the `message` webhook event
 * (https://developers.line.biz/en/reference/messaging-api/#message-event). Media bytes are kept so
 * that the bot can download them from the content endpoint, as on LINE.
 */
export type UserMessageInput =
  | {
      type: 'text';
      text: string;
      emojis?: JsonObject[];
      mention?: JsonObject;
      quotedMessageId?: string;
    }
  | {
      type: 'sticker';
      packageId: string;
      stickerId: string;
      stickerResourceType?: string;
      keywords?: string[];
      text?: string;
    }
  | { type: 'image'; contentType?: string; data?: string }
  | {
      type: 'video' | 'audio';
      contentType?: string;
      data?: string;
      duration?: number;
      /** LINE prepares large videos and audio before they can be got: for this long, or… */
      prepareMs?: number;
      /** …and then fails to. */
      prepareFails?: boolean;
    }
  | { type: 'file'; fileName: string; contentType?: string; data?: string }
  | { type: 'location'; title?: string; address?: string; latitude: number; longitude: number };

/** 1×1 transparent PNG: the default picture a simulated user sends. */
const PLACEHOLDER_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** A minimal ISO-BMFF header: enough for a client's type sniffing of video/audio. */
const PLACEHOLDER_MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex').toString(
  'base64',
);

const DEFAULTS: Record<'image' | 'video' | 'audio' | 'file', Content> = {
  image: { contentType: 'image/png', data: PLACEHOLDER_PNG },
  video: { contentType: 'video/mp4', data: PLACEHOLDER_MP4 },
  audio: { contentType: 'audio/x-m4a', data: PLACEHOLDER_MP4 },
  file: { contentType: 'application/octet-stream', data: Buffer.from('sandbox file\n').toString('base64') },
};

export interface BuiltUserMessage {
  /** The `message` object of the webhook event. */
  event: JsonObject;
  content?: Content;
  quoteToken?: string;
}

function media(kind: 'image' | 'video' | 'audio' | 'file', contentType?: string, data?: string): Content {
  const fallback = DEFAULTS[kind];
  return data ? { contentType: contentType ?? fallback.contentType, data } : fallback;
}

/** The content of a video or audio, with the preparation the input asks for. */
function prepared(input: Extract<UserMessageInput, { type: 'video' | 'audio' }>, now: number): Content {
  const content = media(input.type, input.contentType, input.data);
  if (input.prepareMs === undefined && !input.prepareFails) return content;
  return {
    ...content,
    preparation: { readyAt: now + (input.prepareMs ?? 0), fails: input.prepareFails ?? false },
  };
}

export function buildUserMessage(id: string, input: UserMessageInput, now: number): BuiltUserMessage {
  const quoteToken = newQuoteToken();
  switch (input.type) {
    case 'text': {
      const { type, text, emojis, mention, quotedMessageId } = input;
      const event: JsonObject = { id, type, quoteToken, text };
      if (emojis) event.emojis = emojis;
      if (mention) event.mention = mention;
      if (quotedMessageId) event.quotedMessageId = quotedMessageId;
      return { event, quoteToken };
    }
    case 'sticker': {
      const { stickerResourceType = 'STATIC', ...rest } = input;
      return { event: { id, quoteToken, ...rest, stickerResourceType }, quoteToken };
    }
    case 'image':
      return {
        event: { id, type: 'image', quoteToken, contentProvider: { type: 'line' } },
        content: media('image', input.contentType, input.data),
        quoteToken,
      };
    case 'video':
      return {
        event: {
          id,
          type: 'video',
          quoteToken,
          duration: input.duration ?? 1000,
          contentProvider: { type: 'line' },
        },
        content: prepared(input, now),
        quoteToken,
      };
    case 'audio':
      return {
        event: { id, type: 'audio', duration: input.duration ?? 1000, contentProvider: { type: 'line' } },
        content: prepared(input, now),
      };
    case 'file': {
      const content = { ...media('file', input.contentType, input.data), fileName: input.fileName };
      const fileSize = Buffer.from(content.data, 'base64').length;
      return { event: { id, type: 'file', fileName: input.fileName, fileSize }, content };
    }
    case 'location': {
      const { type, title, address, latitude, longitude } = input;
      const event: JsonObject = { id, type, latitude, longitude };
      if (title !== undefined) event.title = title;
      if (address !== undefined) event.address = address;
      return { event };
    }
  }
}
