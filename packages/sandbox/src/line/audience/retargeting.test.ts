import { manageAudience } from '@line/bot-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, type TestSandbox, text } from '../../test/harness.ts';
import type { ChatEntry } from '../state/types.ts';
import { retargetedUsers } from './retargeting.ts';

const A = 'https://example.com/a';
const B = 'https://example.com/b';

describe('retargetedUsers (pure)', () => {
  const entry = (chatId: string, fields: Partial<ChatEntry>): ChatEntry => ({
    id: chatId,
    channelId: 'c',
    chatId,
    from: 'bot',
    via: 'broadcast',
    message: { type: 'text', text: A },
    at: 0,
    ...fields,
  });
  const entries = [
    entry('U1', { openedAt: 1, clicks: [{ url: A, at: 1 }] }),
    entry('U2', { openedAt: 1, clicks: [{ url: B, at: 1 }] }),
    entry('U3', { openedAt: 1 }),
    entry('U4', {}),
    entry('U1', { openedAt: 1 }),
  ];
  it.each<[string, 'CLICK' | 'IMP', string | undefined, string[]]>([
    ['saw the message', 'IMP', undefined, ['U1', 'U2', 'U3']],
    ['clicked any link', 'CLICK', undefined, ['U1', 'U2']],
    ['clicked any link (empty clickUrl)', 'CLICK', '', ['U1', 'U2']],
    ['clicked that link', 'CLICK', B, ['U2']],
    ['clicked a link nobody clicked', 'CLICK', 'https://example.com/c', []],
  ])('%s', (_case, kind, clickUrl, users) => {
    expect(retargetedUsers(entries, kind, clickUrl)).toEqual(users);
  });
});

describe('click and impression audiences through the API', () => {
  let sb: TestSandbox;
  let friends: string[];
  beforeEach(async () => {
    sb = await startTestSandbox();
    friends = [];
    for (let i = 0; i < 3; i++) {
      const id = sb.control.createUser({}).userId;
      await sb.control.follow(sb.channel.channelId, id);
      friends.push(id);
    }
  });
  afterEach(() => sb.close());

  /** A broadcast with two links to the three friends; answers its request ID. */
  async function broadcast(): Promise<string> {
    const sent = await sb.client.broadcastWithHttpInfo({ messages: [text(`Sale: ${A} and ${B}`)] });
    return sent.httpResponse.headers.get('x-line-request-id') ?? '';
  }

  /** Friend 0 opens the chat and clicks A; friend 1 only opens it; friend 2 does nothing. */
  function interact() {
    const channelId = sb.channel.channelId;
    const [first = '', second = ''] = friends;
    sb.control.openChat(channelId, second);
    const messageId = sb.control.inbox(channelId, first)[0]?.id ?? '';
    sb.control.click(channelId, first, { messageId, url: A });
  }

  it('hold who saw a broadcast, and who clicked its links (any, or one)', async () => {
    const requestId = await broadcast();
    interact();
    const created = sb.clock.now() / 1000;

    const imp = await sb.audience.createImpBasedAudienceGroupWithHttpInfo({
      description: 'Saw the sale',
      requestId,
    });
    expect(imp.httpResponse.status).toBe(202);
    expect(imp.body).toEqual({
      audienceGroupId: expect.any(Number),
      createRoute: 'MESSAGING_API',
      type: 'IMP',
      description: 'Saw the sale',
      created,
      permission: 'READ_WRITE',
      expireTimestamp: created + 15_552_000,
      isIfaAudience: false,
      requestId,
    });
    const anyClick = await sb.audience.createClickBasedAudienceGroup({ description: 'Clicked', requestId });
    expect(anyClick).toMatchObject({ type: 'CLICK', requestId });
    expect(anyClick).not.toHaveProperty('clickUrl');
    const clickedB = await sb.audience.createClickBasedAudienceGroup({
      description: 'Clicked B',
      requestId,
      clickUrl: B,
    });
    expect(clickedB).toMatchObject({ type: 'CLICK', requestId, clickUrl: B });

    const data = async (id: number | undefined) => (await sb.audience.getAudienceData(id ?? 0)).audienceGroup;
    await expect(data(imp.body.audienceGroupId)).resolves.toMatchObject({
      type: 'IMP',
      status: 'READY',
      audienceCount: 2,
      requestId,
    });
    await expect(data(anyClick.audienceGroupId)).resolves.toMatchObject({ audienceCount: 1 });
    // Nobody clicked B: the audience is empty, and still READY (see README: where the sandbox differs).
    await expect(data(clickedB.audienceGroupId)).resolves.toMatchObject({
      type: 'CLICK',
      status: 'READY',
      audienceCount: 0,
      clickUrl: B,
    });
    const list = await sb.audience.getAudienceGroups(1);
    expect(list.audienceGroups?.map((a) => a.type).sort()).toEqual(['CLICK', 'CLICK', 'IMP']);
  });

  it('work from a narrowcast’s request ID too', async () => {
    const sent = await sb.client.narrowcastWithHttpInfo({ messages: [text(`Only today: ${A}`)] });
    const requestId = sent.httpResponse.headers.get('x-line-request-id') ?? '';
    // Not sent yet: LINE is not ready to make an audience of it.
    const early = await lineError(sb.audience.createImpBasedAudienceGroup({ description: 'x', requestId }));
    expect(early.body.details).toEqual([{ message: 'REQUEST_NOT_FOUND' }]);
    await sb.clock.advance(2000);
    interact();
    const imp = await sb.audience.createImpBasedAudienceGroup({ description: 'Saw it', requestId });
    await expect(sb.audience.getAudienceData(imp.audienceGroupId ?? 0)).resolves.toMatchObject({
      audienceGroup: { audienceCount: 2 },
    });
  });

  it('refuse unknown, foreign, push, repeated and old requests, bad names and URLs, changing nothing', async () => {
    const requestId = await broadcast();
    const refusal = async (call: Promise<unknown>) => {
      const { status, body } = await lineError(call);
      return { status, code: body.details?.[0]?.message };
    };
    const code = (status: number, detail: string) => ({ status, code: detail });

    expect(
      await refusal(sb.audience.createImpBasedAudienceGroup({ description: 'x', requestId: 'nope' })),
    ).toEqual(code(400, 'REQUEST_NOT_FOUND'));
    const push = await sb.client.pushMessageWithHttpInfo({ to: friends[0] ?? '', messages: [text(A)] });
    const pushId = push.httpResponse.headers.get('x-line-request-id') ?? '';
    expect(
      await refusal(sb.audience.createClickBasedAudienceGroup({ description: 'x', requestId: pushId })),
    ).toEqual(code(400, 'REQUEST_NOT_FOUND'));
    const other = sb.control.createChannel({});
    const otherClient = new manageAudience.ManageAudienceClient({
      channelAccessToken: other.accessToken,
      baseURL: sb.url,
    });
    expect(await refusal(otherClient.createImpBasedAudienceGroup({ description: 'x', requestId }))).toEqual(
      code(400, 'WRONG_BOT_ID'),
    );
    expect(await refusal(sb.audience.createImpBasedAudienceGroup({ description: ' ', requestId }))).toEqual(
      code(400, 'AUDIENCE_GROUP_NAME_EMPTY'),
    );
    const bad = await lineError(
      sb.audience.createClickBasedAudienceGroup({ description: 'x', requestId, clickUrl: 'not a url' }),
    );
    expect(bad.body).toMatchObject({ message: 'The request body has 1 error(s)' });
    expect(bad.body.details?.[0]?.property).toBe('clickUrl');

    await sb.audience.createImpBasedAudienceGroup({ description: 'first', requestId });
    expect(
      await refusal(sb.audience.createImpBasedAudienceGroup({ description: 'again', requestId })),
    ).toEqual(code(400, 'AUDIENCE_GROUP_REQUESTID_DUPLICATE'));
    await sb.audience.createClickBasedAudienceGroup({ description: 'A', requestId, clickUrl: A });
    expect(
      await refusal(
        sb.audience.createClickBasedAudienceGroup({ description: 'A again', requestId, clickUrl: A }),
      ),
    ).toEqual(code(400, 'AUDIENCE_GROUP_REQUESTID_DUPLICATE'));
    // The same message with another URL (or none) is another audience.
    const { audienceGroupId } = await sb.audience.createClickBasedAudienceGroup({
      description: 'any',
      requestId,
    });
    if (audienceGroupId === undefined) throw new Error('LINE answers the new audience’s id');
    // A click audience takes no uploaded IDs.
    expect(
      await refusal(
        sb.audience.addAudienceToAudienceGroup({
          audienceGroupId,
          audiences: [{ id: friends[2] ?? '' }],
        }),
      ),
    ).toEqual(code(400, 'AUDIENCE_GROUP_NOT_FOUND'));

    await sb.clock.advance(5_184_000 * 1000 + 1000);
    expect(
      await refusal(sb.audience.createClickBasedAudienceGroup({ description: 'late', requestId })),
    ).toEqual(code(400, 'TOO_OLD_MESSAGES'));
    expect((await sb.audience.getAudienceGroups(1)).totalCount).toBe(3);
  });

  it('are limited to 60 requests a minute each, as the other audience endpoints', async () => {
    const create = () => sb.audience.createImpBasedAudienceGroup({ description: 'x', requestId: 'nope' });
    for (let i = 0; i < 60; i++) expect((await lineError(create())).status).toBe(400);
    expect(await lineError(create())).toMatchObject({
      status: 429,
      body: { message: 'The API rate limit has been exceeded. Try again later.' },
    });
    // Another endpoint has its own bucket.
    expect(
      (await lineError(sb.audience.createClickBasedAudienceGroup({ description: 'x', requestId: 'n' })))
        .status,
    ).toBe(400);
    await sb.clock.advance(1000);
    expect((await lineError(create())).status).toBe(400);
  });
});
