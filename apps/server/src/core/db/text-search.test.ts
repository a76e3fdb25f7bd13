import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.ts';

// The tokeniser is SQL (migration 0024): run on each database, the same answers prove it is
// identical on PGlite and PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The tokens of a text, sorted. */
async function tokens(text: string) {
  const result = (await t.deps.db.execute(
    sql`select tsvector_to_array(search_tokens(${text})) as tokens`,
  )) as unknown as { rows: { tokens: string[] }[] };
  return (result.rows[0]?.tokens ?? []).sort();
}
async function query(text: string) {
  const result = (await t.deps.db.execute(sql`select search_query(${text})::text as query`)) as unknown as {
    rows: { query: string | null }[];
  };
  return result.rows[0]?.query ?? null;
}
async function matches(text: string, words: string) {
  const result = (await t.deps.db.execute(
    sql`select coalesce(search_tokens(${text}) @@ search_query(${words}), false) as hit`,
  )) as unknown as { rows: { hit: boolean }[] };
  return result.rows[0]?.hit;
}

describe('search tokens', () => {
  it('keeps Latin words and digits whole, lower-cased, without punctuation', async () => {
    expect(await tokens('Flying to Bangkok? ok!! 2026')).toEqual(['2026', 'bangkok', 'flying', 'ok', 'to']);
    expect(await tokens('CAFÉ Über')).toEqual(['café', 'über']);
  });

  it('normalises full-width letters and half-width kana (NFKC)', async () => {
    expect(await tokens('ＡＢＣ１２３')).toEqual(['abc123']);
    expect(await tokens('ｶﾀｶﾅ')).toEqual(await tokens('カタカナ'));
  });

  it('cuts CJK, kana, hangul and Thai runs into overlapping pairs and the last character', async () => {
    expect(await tokens('予約')).toEqual(['予約', '約']);
    expect(await tokens('營業時間')).toEqual(['時間', '業時', '營業', '間']);
    expect(await tokens('こんにちは！')).toEqual(['こん', 'ちは', 'にち', 'は', 'んに']);
    expect(await tokens('안녕')).toEqual(['녕', '안녕']);
    expect(await tokens('จอง')).toEqual(['ง', 'จอ', 'อง']);
    // A Latin word ends where CJK begins; kanji and kana run on together; the middle dot separates.
    expect(await tokens('Bangkok行き・ラーメン')).toEqual([
      'bangkok',
      'き',
      'メン',
      'ラー',
      'ン',
      'ーメ',
      '行き',
    ]);
  });

  it('keeps nothing of punctuation, symbols and emoji', async () => {
    expect(await tokens('?!「」、。😀 — …')).toEqual([]);
    expect(await tokens('')).toEqual([]);
  });

  it('asks for every word by prefix, every pair of a CJK run, and a lone character by prefix', async () => {
    expect(await query('Bangkok?')).toBe("'bangkok':*");
    expect(await query('営業時間')).toBe("'営業' & '業時' & '時間'");
    expect(await query('予')).toBe("'予':*");
    expect(await query('?!')).toBeNull();
  });

  it('matches as a person expects', async () => {
    expect(await matches('明日の予約をお願いします。', '予約')).toBe(true);
    expect(await matches('明日の予約をお願いします。', '約')).toBe(true);
    expect(await matches('明日の予約をお願いします。', '予定')).toBe(false);
    expect(await matches('I fly to Bangkok.', 'bangkok?')).toBe(true);
    expect(await matches('I fly to Bangkok.', 'bang')).toBe(true);
    expect(await matches('I fly to Bangkok.', 'angkok')).toBe(false);
    expect(await matches('可以外帶嗎？', '外帶')).toBe(true);
    expect(await matches('สวัสดีครับ', 'สวัสดี')).toBe(true);
    expect(await matches('anything', '!!!')).toBe(false);
  });
});
