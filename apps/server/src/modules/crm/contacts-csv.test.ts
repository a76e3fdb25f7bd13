import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function member() {
  const { hubId, user } = await givenMember(t);
  const { cookie } = await signIn(t, user.email);
  const upload = (content: Buffer | string, lang = 'en') => {
    const boundary = '----hubline-csv';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contacts.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.request({
      method: 'POST',
      url: `/api/${hubId}/contacts/import?lang=${lang}`,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  const total = async () =>
    (
      await t.request({
        method: 'POST',
        url: `/api/${hubId}/contacts/search`,
        headers: { cookie },
        payload: {},
      })
    ).json().total as number;
  const exported = (lang: string) =>
    t.request({ method: 'GET', url: `/api/${hubId}/contacts/export?lang=${lang}`, headers: { cookie } });
  return { upload, total, exported };
}

describe('contacts CSV', () => {
  it('imports new contacts, updates by email and by id, and exports them (BOM in Japanese)', async () => {
    const { upload, total, exported } = await member();
    const first = await upload(
      'firstname,lastname,email,lifecyclestage\r\n美咲,佐藤,misaki@example.jp,lead\r\n"Ben, Jr.",Lee,ben@example.com,\r\n',
    );
    expect(first.json()).toEqual({ msg: 'Imported: 2 new and 0 updated contacts.', created: 2, updated: 0 });

    const csv = (await exported('en')).body;
    expect(
      csv.startsWith('id,firstname,lastname,email,phone,mobilephone,lifecyclestage,hubspot_owner_id'),
    ).toBe(true);
    expect(csv).toContain('"Ben, Jr.",Lee,ben@example.com');
    const ja = await exported('ja');
    expect(ja.headers['content-type']).toContain('text/csv');
    expect(ja.headers['content-disposition']).toMatch(/attachment; filename="Contacts-\d{8}-\d{6}\.csv"/);
    expect(ja.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);

    const benId = csv
      .split('\r\n')
      .find((line) => line.includes('ben@example.com'))
      ?.split(',')[0];
    const second = await upload(
      `id,email,lifecyclestage\r\n${benId},,customer\r\n,misaki@example.jp,customer\r\n`,
    );
    expect(second.json()).toMatchObject({ created: 0, updated: 2 });
    expect(await total()).toBe(2);
    expect((await exported('en')).body.match(/customer/g)).toHaveLength(2);
  });

  it('exports cells that a spreadsheet would run as formulas as text', async () => {
    const { upload, exported } = await member();
    await upload('firstname,lastname,email\r\n=1+2,@SUM(A1),formula@example.jp\r\n');
    const row = (await exported('en')).body.split('\r\n').find((line) => line.includes('formula@'));
    expect(row).toMatch(/^[0-9a-f-]{36},'=1\+2,'@SUM\(A1\),formula@example\.jp,/);
  });

  it('writes nothing when a row is refused, and says which rows', async () => {
    const { upload, total } = await member();
    const response = await upload(
      'firstname,email,lifecyclestage\r\nA,a@example.jp,lead\r\nB,not-an-email,lead\r\nC,c@example.jp,vip\r\n',
      'ja',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'crm.error.importRows',
      msg: '2行を取り込めないため、何も取り込んでいません。修正してもう一度お試しください。',
      fields: { 'row 3': expect.stringContaining('3行目'), 'row 4': expect.stringContaining('vip') },
    });
    expect(await total()).toBe(0);
  });

  it('refuses an unknown column, a malformed or non-UTF-8 file, and a bad id', async () => {
    const { upload, total } = await member();
    expect((await upload('firstname,shoe_size\r\nA,27\r\n')).json()).toMatchObject({
      code: 'crm.error.unknownProperty',
      msg: 'There is no contact property named shoe_size.',
    });
    expect((await upload('firstname\r\n"unclosed\r\n')).json().code).toBe('file.invalidCsv');
    expect(
      (
        await upload(Buffer.from([0x66, 0x69, 0x72, 0x73, 0x74, 0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x82, 0xa0]))
      ).json().code,
    ).toBe('file.invalidCsv');
    expect((await upload('id,firstname\r\nnot-a-uuid,A\r\n')).json().code).toBe('crm.error.importRows');
    // PostgreSQL cannot store a NUL: the file is refused whole rather than failing half-way.
    expect((await upload('firstname\r\nA\u0000B\r\n')).json().code).toBe('file.invalidCsv');
    expect(await total()).toBe(0);
  });
});
