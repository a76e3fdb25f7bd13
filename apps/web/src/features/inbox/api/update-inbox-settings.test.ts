import { describe, expect, it } from 'vitest';
import { settingsChanges } from './update-inbox-settings';

const SAVED = {
  id: 'hub',
  addAllMessages: false,
  autoAssign: true,
  notifyNewMessages: true,
  showSenderName: false,
};

describe('settingsChanges', () => {
  it.each([
    [{}, {}],
    [{ addAllMessages: true }, { addAllMessages: true }],
    [
      { autoAssign: false, showSenderName: true },
      { autoAssign: false, showSenderName: true },
    ],
    // The id is where the settings live, never a change.
    [{ id: 'other' }, {}],
  ])('a draft changed by %j sends %j', (change, sent) => {
    expect(settingsChanges(SAVED, { ...SAVED, ...change })).toEqual(sent);
  });
});
