import { describe, expect, it } from 'vitest';
import { sortLineEvents } from './line-event.schema.ts';

const user = 'U4af4980629c0d1a6a2f0b61a0c8b3e9f';
const base = {
  type: 'message',
  mode: 'active',
  timestamp: 1_705_891_467_176,
  source: { type: 'user', userId: user },
  webhookEventId: '01HMQGW40RZJPJM3RAJP7BHC2Q',
  deliveryContext: { isRedelivery: false },
  replyToken: '85cbe770fa8b4f45bbe077b1d4be4a36',
  message: { id: '468789577898262530', type: 'image', contentProvider: { type: 'line' } },
};

describe('sortLineEvents', () => {
  it.each([
    ['LINE’s own example', {}, []],
    [
      'a group source with a member',
      { source: { type: 'group', groupId: `C${'a'.repeat(32)}`, userId: user } },
      [],
    ],
    ['a room source without a member', { source: { type: 'room', roomId: `R${'b'.repeat(32)}` } }, []],
    ['no source (module events)', { source: undefined }, []],
    [
      'a message id with a fragment and dot segments',
      { message: { id: '123#/../../../x', type: 'image' } },
      ['message.id'],
    ],
    ['a message id with an encoded slash', { message: { id: '1%2F..%2Fx', type: 'image' } }, ['message.id']],
    ['a message id that is a number', { message: { id: 468789577898262530, type: 'image' } }, ['message.id']],
    ['a message type with a path', { message: { id: '1', type: '../image' } }, ['message.type']],
    ['an upper-case user id', { source: { type: 'user', userId: user.toUpperCase() } }, ['source.userId']],
    [
      'a user id with a slash',
      { source: { type: 'user', userId: `U${'0'.repeat(31)}/` } },
      ['source.userId'],
    ],
    ['a group id in a user’s place', { source: { type: 'group', groupId: user } }, ['source.groupId']],
    ['an unknown source type', { source: { type: 'square', userId: user } }, ['source.type']],
    ['a timestamp of 1e20', { timestamp: 1e20 }, ['timestamp']],
    ['a timestamp of -1e20', { timestamp: -1e20 }, ['timestamp']],
    ['a fractional timestamp', { timestamp: 1.5 }, ['timestamp']],
    ['a timestamp as text', { timestamp: '1705891467176' }, ['timestamp']],
    ['a webhookEventId that is no ULID', { webhookEventId: '../../x' }, ['webhookEventId']],
    ['a reply token with a NUL', { replyToken: 'ab\u0000cd' }, ['replyToken']],
    ['an unsend of a bad id', { type: 'unsend', unsend: { messageId: '1/../2' } }, ['unsend.messageId']],
    [
      'a member with a bad user id',
      { type: 'memberJoined', joined: { members: [{ type: 'user', userId: '../U' }] } },
      ['joined.members.0.userId'],
    ],
  ])('%s', (_name, change, fields) => {
    const { valid, invalid } = sortLineEvents([{ ...base, ...change }]);
    expect(invalid.flatMap((refused) => refused.fields)).toEqual(fields);
    expect(valid).toHaveLength(fields.length === 0 ? 1 : 0);
  });

  it('keeps the valid events of a delivery, in order, and each webhookEventId once', () => {
    const second = { ...base, webhookEventId: '01HMQGW40RZJPJM3RAJP7BHC2R' };
    const { valid, invalid } = sortLineEvents([base, { ...base, timestamp: 1e20 }, second, base, 'x']);
    expect(valid.map((event) => event.webhookEventId)).toEqual([base.webhookEventId, second.webhookEventId]);
    expect(invalid.map((refused) => refused.index)).toEqual([1, 4]);
  });
});
