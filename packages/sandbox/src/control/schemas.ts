import type { JsonObject } from '../json.ts';

/** JSON Schemas of the control API's request bodies (checked before anything changes). */
const str = { type: 'string' };
const bool = { type: 'boolean' };
const id = { type: 'string', minLength: 1 };
const quota: JsonObject = {
  oneOf: [
    {
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: { type: { const: 'none' } },
    },
    {
      type: 'object',
      required: ['type', 'value'],
      additionalProperties: false,
      properties: { type: { const: 'limited' }, value: { type: 'integer', minimum: 0 } },
    },
  ],
};

const channelPatch: JsonObject = {
  channelSecret: id,
  basicId: str,
  premiumId: str,
  displayName: str,
  pictureUrl: str,
  chatMode: { enum: ['chat', 'bot'] },
  markAsReadMode: { enum: ['auto', 'manual'] },
  quota,
  webhookUrl: str,
  webhookActive: bool,
  redelivery: bool,
};

const userPatch: JsonObject = {
  displayName: str,
  pictureUrl: str,
  statusMessage: str,
  language: str,
  phoneNumber: str,
  gender: { enum: ['male', 'female'] },
  age: { type: 'integer' },
  appType: { enum: ['ios', 'android'] },
  area: str,
};

const object = (properties: JsonObject, required: string[] = []): JsonObject => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

const media = (type: string, extra: JsonObject = {}): JsonObject =>
  object(
    {
      type: { const: type },
      contentType: str,
      data: str,
      duration: { type: 'integer', minimum: 0 },
      ...extra,
    },
    ['type'],
  );
/** Videos and audio LINE is still preparing (content.ts answers 202 until then). */
const preparation: JsonObject = { prepareMs: { type: 'integer', minimum: 0 }, prepareFails: bool };

const message: JsonObject = {
  oneOf: [
    object(
      {
        type: { const: 'text' },
        text: { type: 'string', minLength: 1 },
        emojis: { type: 'array', items: { type: 'object' } },
        mention: { type: 'object' },
        quotedMessageId: str,
      },
      ['type', 'text'],
    ),
    object(
      {
        type: { const: 'sticker' },
        packageId: id,
        stickerId: id,
        stickerResourceType: str,
        keywords: { type: 'array', items: str },
        text: str,
      },
      ['type', 'packageId', 'stickerId'],
    ),
    media('image'),
    media('video', preparation),
    media('audio', preparation),
    object({ type: { const: 'file' }, fileName: id, contentType: str, data: str }, ['type', 'fileName']),
    object(
      {
        type: { const: 'location' },
        title: str,
        address: str,
        latitude: { type: 'number' },
        longitude: { type: 'number' },
      },
      ['type', 'latitude', 'longitude'],
    ),
  ],
};

const faultRule = object({
  pathPrefix: str,
  method: str,
  rateLimited: { type: 'number' },
  serverError: { type: 'number' },
  slow: { type: 'number' },
  drop: { type: 'number' },
  dropAfterProcessing: { type: 'number' },
  slowMs: { type: 'integer', minimum: 0 },
});

export const CONTROL_SCHEMAS: Record<string, JsonObject> = {
  channelInput: object({
    ...channelPatch,
    channelId: { type: 'string', pattern: '^\\d+$' },
    accessToken: id,
    botUserId: str,
  }),
  channelPatch: object(channelPatch),
  userInput: object({ ...userPatch, userId: str }),
  userPatch: object(userPatch),
  follow: object({ since: { type: 'integer' } }),
  message: object({ message, groupId: str }, ['message']),
  postback: object({ data: str, params: { type: 'object' }, displayText: str, groupId: str }, ['data']),
  richMenuSwitch: object({ richMenuAliasId: str, data: str }, ['richMenuAliasId', 'data']),
  beacon: object({ hwid: id, type: { enum: ['enter', 'banner', 'stay'] }, dm: str }, ['hwid']),
  videoPlayComplete: object({ trackingId: id }, ['trackingId']),
  click: object({ messageId: id, url: str }, ['messageId', 'url']),
  group: object({
    groupName: { type: ['string', 'null'] },
    pictureUrl: str,
    memberIds: { type: 'array', items: str },
    groupId: str,
  }),
  groupMembers: object({ userIds: { type: 'array', items: str, minItems: 1 } }, ['userIds']),
  faults: object({ seed: { type: 'integer' }, rules: { type: 'array', items: faultRule } }, ['rules']),
  settings: object({ speed: { type: 'number', exclusiveMinimum: 0 }, rateLimits: bool }),
};
