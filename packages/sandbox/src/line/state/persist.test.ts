import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from '../../index.ts';
import { STATE_FILE } from './persist.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps channels, users, friendships and messages across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'line-sandbox-'));
    dirs.push(dataDir);
    const first = await startSandbox({ dataDir });
    const channel = first.control.createChannel({ displayName: 'Kept' });
    const user = first.control.createUser({ displayName: 'Taro' });
    await first.control.follow(channel.channelId, user.userId);
    await first.control.sendMessage(channel.channelId, user.userId, { type: 'text', text: 'remember me' });
    await first.close();
    expect(JSON.parse(readFileSync(join(dataDir, STATE_FILE), 'utf8')).version).toBe(1);

    const second = await startSandbox({ dataDir });
    try {
      expect(second.control.getChannel(channel.channelId)).toMatchObject({
        displayName: 'Kept',
        accessToken: channel.accessToken,
      });
      expect(second.control.listUsers({ channelId: channel.channelId, status: 'friend' })).toHaveLength(1);
      expect(second.control.chat(channel.channelId, user.userId)[0]?.message).toEqual({
        type: 'text',
        text: 'remember me',
      });
      const res = await fetch(`${second.url}/v2/bot/profile/${user.userId}`, {
        headers: { authorization: `Bearer ${channel.accessToken}` },
      });
      expect(await res.json()).toEqual({ displayName: 'Taro', userId: user.userId });
    } finally {
      await second.close();
    }
  });

  it('keeps everything in memory without a data dir', async () => {
    const first = await startSandbox();
    first.control.createChannel();
    await first.close();
    const second = await startSandbox();
    expect(second.control.listChannels()).toEqual([]);
    await second.close();
  });
});
