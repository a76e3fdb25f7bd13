import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenSandboxAccount } from '../../test/line-fixtures.ts';
import { lineMessages } from '../inbox/messages.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

const MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');

/**
 * A friend of a sandbox account sends a video LINE prepares for a while (and then maybe fails to):
 * long enough that the webhook is processed before, even on a busy machine.
 */
async function videoSent(prepareMs: number, prepareFails: boolean) {
  const { control, channel, accountId } = await givenSandboxAccount(t);
  const friend = control.createUser({ displayName: '田中 健太' });
  await control.follow(channel.channelId, friend.userId);
  await control.sendMessage(channel.channelId, friend.userId, {
    type: 'video',
    data: MP4.toString('base64'),
    prepareMs,
    prepareFails,
  });
  const stored = () => t.deps.db.select().from(lineMessages).where(eq(lineMessages.lineAccountId, accountId));
  const [video] = await eventually(stored, (rows) => rows.length === 1);
  return { video, stored };
}

describe('media LINE is still preparing (transcoding)', () => {
  it('shows the video at once, without content, and stores its content once LINE has it ready', async () => {
    const { video, stored } = await videoSent(8000, false);
    // Not the 202's `{}` stored as the file.
    expect(video).toMatchObject({ type: 'video', contentPath: null });
    const [ready] = await eventually(stored, (rows) => rows[0]?.contentPath != null, 25_000);
    const content = await t.deps.files.get(ready?.contentPath ?? '');
    expect(Buffer.concat((await content?.stream.toArray()) ?? [])).toEqual(MP4);
    expect(content?.type).toBe('mp4');
  });

  it('keeps the message without content when LINE fails to prepare it', async () => {
    const { video, stored } = await videoSent(1500, true);
    expect(video?.contentPath).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect((await stored())[0]?.contentPath).toBeNull();
  });
});
