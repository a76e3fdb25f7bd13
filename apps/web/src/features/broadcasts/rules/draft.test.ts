import type { Broadcast } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { draftFromBroadcast, draftToInput, emptyDraft } from './draft';
import { previewMessage } from './preview-message';

const saved: Broadcast = {
  id: 'b1',
  name: 'Winter',
  status: 'draft',
  type: 'recurring',
  accountId: 'a1',
  folderId: null,
  sender: { kind: 'user', userId: 'u1' },
  targetLists: ['l1'],
  excludeLists: ['l2'],
  messages: [
    { type: 'text', text: 'Hi {{firstname}}' },
    { type: 'flex', altText: 'Menu', contents: { type: 'bubble' } },
  ],
  nonTracking: true,
  narrowcast: true,
  lineAudiences: ['aud1'],
  demographic: { genders: ['female'] },
  broadcastDate: '2026-11-24T00:00:00.000Z',
  sendingStartedAt: null,
  sentRecord: false,
  recurrence: { frequency: 'monthly' },
  nextRunAt: null,
  workflowId: 'w1',
  abTest: null,
  testSentAt: null,
  failureReason: null,
  failureDetail: null,
  failureText: null,
  numberOfBroadcasts: 0,
  stats: { recipients: 0, sent: 0, delivered: 0, opened: null, clicked: null, errors: 0, insightsAt: null },
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
  updatedBy: null,
};

describe('draft', () => {
  it('edits a saved broadcast on the hub clock and saves it back as it was', () => {
    const draft = draftFromBroadcast(saved, 'Asia/Tokyo');
    expect(draft.scheduleLocal).toBe('2026-11-24T09:00');
    expect(draft.senderUserId).toBe('u1');
    expect(draftToInput(draft, 'Asia/Tokyo')).toEqual({
      name: 'Winter',
      type: 'recurring',
      accountId: 'a1',
      sender: { kind: 'user', userId: 'u1' },
      targetLists: ['l1'],
      excludeLists: ['l2'],
      messages: saved.messages,
      nonTracking: true,
      narrowcast: true,
      lineAudiences: ['aud1'],
      demographic: { genders: ['female'] },
      broadcastDate: '2026-11-24T00:00:00.000Z',
      recurrence: { frequency: 'monthly' },
      workflowId: null,
    });
  });

  it('keeps an automation’s workflow, and none for other types', () => {
    const automation = draftFromBroadcast({ ...saved, type: 'automation' }, 'Asia/Tokyo');
    expect(automation.workflowId).toBe('w1');
    expect(draftToInput(automation, 'Asia/Tokyo').workflowId).toBe('w1');
    expect(draftToInput({ ...automation, workflowId: '' }, 'Asia/Tokyo').workflowId).toBeNull();
  });

  it('sends no audiences, filters or recurrence that the options turned off', () => {
    const draft = {
      ...draftFromBroadcast(saved, 'Asia/Tokyo'),
      narrowcast: false,
      type: 'broadcast' as const,
    };
    const input = draftToInput({ ...draft, senderUserId: '', scheduleLocal: '' }, 'Asia/Tokyo');
    expect(input).toMatchObject({
      sender: { kind: 'account' },
      lineAudiences: [],
      demographic: null,
      recurrence: null,
      broadcastDate: null,
    });
  });

  it('starts a new broadcast with one empty text', () => {
    expect(emptyDraft('a1').messages).toEqual([{ type: 'text', text: '' }]);
  });
});

describe('previewMessage', () => {
  it('shows a JSON message by its own type, and text that does not parse as raw', () => {
    expect(previewMessage({ type: 'json', json: '{"type":"sticker","stickerId":"1"}' }, 0)).toMatchObject({
      type: 'sticker',
      payload: { stickerId: '1' },
    });
    expect(previewMessage({ type: 'json', json: '{bad' }, 1)).toMatchObject({ type: 'raw' });
    expect(previewMessage({ type: 'flex', altText: 'A', contents: '{"type":"bubble"}' }, 2)).toMatchObject({
      type: 'flex',
      payload: { altText: 'A', contents: { type: 'bubble' } },
    });
  });
});
