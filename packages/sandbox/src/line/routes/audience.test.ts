import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { checkIds, descriptionProblem } from '../audience/audiences.ts';
import { boundaryOf, parseMultipart } from '../audience/multipart.ts';

const USER_A = `U${'a'.repeat(32)}`;
const USER_B = `U${'b'.repeat(32)}`;

describe('audience rules', () => {
  it.each([
    [undefined, 'AUDIENCE_GROUP_NAME_EMPTY'],
    ['   ', 'AUDIENCE_GROUP_NAME_EMPTY'],
    ['x'.repeat(121), 'AUDIENCE_GROUP_NAME_SIZE_OVER'],
    ['two\nlines', 'AUDIENCE_GROUP_NAME_WRONG'],
    ['VIP customers', undefined],
  ])('name %j → %s', (description, code) => {
    const body = descriptionProblem(description)?.body;
    expect(body && 'details' in body ? body.details?.[0]?.message : undefined).toBe(code);
  });

  it('checks ID formats and counts', () => {
    expect(checkIds([USER_A, USER_A, USER_B], false, 10, 'audiences')).toEqual([USER_A, USER_B]);
    expect(() => checkIds(['Ubad'], false, 10, 'audiences')).toThrow('Invalid audience id format');
    expect(() => checkIds([USER_A, USER_B], false, 1, 'audiences')).toThrow('Too many audience ids');
  });

  it('reads multipart bodies', () => {
    const body = Buffer.from(
      '--XyZ\r\nContent-Disposition: form-data; name="description"\r\n\r\nVIP\r\n' +
        '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="ids.txt"\r\nContent-Type: text/plain\r\n\r\nU1\nU2\r\n--XyZ--\r\n',
    );
    const parts = parseMultipart(body, boundaryOf('multipart/form-data; boundary=XyZ') ?? '');
    expect(parts.get('description')?.data.toString()).toBe('VIP');
    expect(parts.get('file')).toMatchObject({ filename: 'ids.txt', contentType: 'text/plain' });
    expect(parts.get('file')?.data.toString()).toBe('U1\nU2');
  });
});

describe('audiences through the API', () => {
  let sb: TestSandbox;
  beforeEach(async () => {
    sb = await startTestSandbox();
  });
  afterEach(() => sb.close());

  it('creates by JSON, adds IDs, reads, lists, renames and deletes', async () => {
    const created = await sb.audience.createAudienceGroup({
      description: 'VIP',
      audiences: [{ id: USER_A }],
      uploadDescription: 'first',
    });
    expect(created).toMatchObject({
      type: 'UPLOAD',
      createRoute: 'MESSAGING_API',
      description: 'VIP',
      permission: 'READ_WRITE',
    });
    expect(created.expireTimestamp).toBe((created.created ?? 0) + 15_552_000);
    const id = created.audienceGroupId ?? 0;
    await sb.audience.addAudienceToAudienceGroup({
      audienceGroupId: id,
      audiences: [{ id: USER_B }, { id: USER_A }],
    });
    const data = await sb.audience.getAudienceData(id);
    expect(data.audienceGroup).toMatchObject({ audienceGroupId: id, status: 'READY', audienceCount: 2 });
    expect(data.jobs?.map((j) => j.audienceCount)).toEqual([1, 1]);
    await sb.audience.updateAudienceGroupDescription(id, { description: 'VIP 2' });
    const list = await sb.audience.getAudienceGroups(1, 'vip');
    expect(list).toMatchObject({ totalCount: 1, hasNextPage: false, page: 1 });
    expect(list.audienceGroups?.[0]?.description).toBe('VIP 2');
    await sb.audience.deleteAudienceGroup(id);
    const gone = await lineError(sb.audience.getAudienceData(id));
    expect(gone.body.details).toEqual([{ message: 'AUDIENCE_GROUP_NOT_FOUND' }]);
  });

  it('keeps an empty audience IN_PROGRESS and refuses bad IDs or names', async () => {
    const empty = await sb.audience.createAudienceGroup({ description: 'empty' });
    await expect(sb.audience.getAudienceData(empty.audienceGroupId ?? 0)).resolves.toMatchObject({
      audienceGroup: { status: 'IN_PROGRESS', audienceCount: 0 },
    });
    const bad = await lineError(
      sb.audience.createAudienceGroup({ description: 'x', audiences: [{ id: 'nope' }] }),
    );
    expect(bad.body).toEqual({
      message: 'Invalid audience id format',
      details: [{ message: 'UPLOAD_AUDIENCE_GROUP_INVALID_AUDIENCE_ID_FORMAT', property: 'audiences' }],
    });
    const long = await lineError(sb.audience.createAudienceGroup({ description: 'x'.repeat(121) }));
    expect(long.status).toBe(400);
  });

  it('creates and extends by file (multipart, api-data paths)', async () => {
    const file = new Blob([`${USER_A}\n${USER_B}\n`], { type: 'text/plain' });
    const created = await sb.audienceBlob.createAudienceForUploadingUserIds(file, 'From file');
    expect(created).toMatchObject({ description: 'From file', isIfaAudience: false });
    const id = created.audienceGroupId ?? 0;
    await sb.audienceBlob.addUserIdsToAudience(
      new Blob([`U${'c'.repeat(32)}`], { type: 'text/plain' }),
      id,
      'more',
    );
    await expect(sb.audience.getAudienceData(id)).resolves.toMatchObject({
      audienceGroup: { audienceCount: 3 },
    });
    const bad = await lineError(
      sb.audienceBlob.createAudienceForUploadingUserIds(new Blob(['garbage']), 'bad'),
    );
    expect(bad.body.details?.[0]).toEqual({
      message: 'UPLOAD_AUDIENCE_GROUP_INVALID_AUDIENCE_ID_FORMAT',
      property: 'file',
    });
  });
});
