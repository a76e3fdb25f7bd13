import type { SandboxControl } from '@hubline/sandbox';
import type { Deps } from '../../core/deps.ts';
import { createLineAccount } from '../line-accounts/create-line-account.ts';

/** Friends of the demo's LINE account on the sandbox, in the markets the product serves. */
const FRIENDS = [
  {
    displayName: '佐藤 美咲',
    language: 'ja',
    gender: 'female',
    age: 28,
    area: 'jp_13',
    says: 'こんにちは！予約の変更はできますか？',
  },
  {
    displayName: '田中 健太',
    language: 'ja',
    gender: 'male',
    age: 35,
    area: 'jp_27',
    says: '営業時間を教えてください。',
  },
  {
    displayName: '林 怡君',
    language: 'zh-TW',
    gender: 'female',
    age: 31,
    area: 'tw_01',
    says: '請問有外帶服務嗎？',
  },
  {
    displayName: 'Somchai P.',
    language: 'th',
    gender: 'male',
    age: 42,
    area: 'th_01',
    says: 'Hello, do you ship to Bangkok?',
  },
  { displayName: 'Emily Chen', language: 'en', gender: 'female', age: 24, area: 'tw_03', says: undefined },
] as const;

/**
 * The demo hub's LINE account: a sandbox channel connected exactly as a user would (credentials
 * verified, webhook set and tested), then friends who follow it and write, through real webhooks.
 */
export async function seedDemoLine(
  deps: Deps,
  sandbox: SandboxControl,
  hub: { id: string; adminId: string },
) {
  const channel = sandbox.createChannel({ displayName: 'Sakura Cafe', basicId: '@sakuracafe' });
  const ctx = {
    db: deps.db,
    crm: deps.crm,
    secrets: deps.secrets,
    hosts: deps.config.line,
    publicUrl: deps.config.publicUrl,
  };
  await createLineAccount(ctx, { id: hub.id, subscription: 'trial' }, hub.adminId, {
    credentials: {
      platform: 'sandbox',
      channelId: channel.channelId,
      channelSecret: channel.channelSecret,
      tokenKind: 'long',
      accessToken: channel.accessToken,
    },
    description: 'The demo café’s official account, on the LINE sandbox: its friends write from the sandbox.',
    options: {},
  });
  for (const friend of FRIENDS) {
    const { says, ...profile } = friend;
    const user = sandbox.createUser(profile);
    await sandbox.follow(channel.channelId, user.userId);
    if (says) await sandbox.sendMessage(channel.channelId, user.userId, { type: 'text', text: says });
  }
  await sandbox.settle();
}
