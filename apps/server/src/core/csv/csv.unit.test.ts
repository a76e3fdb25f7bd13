import { describe, expect, it } from 'vitest';
import { CsvError, csvLine, neutraliseCell, parseCsv } from './csv.ts';

describe('csv', () => {
  it.each([
    [
      'plain',
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF and BOM',
      '\uFEFFa,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['quoted comma, quote and line break', 'a\n"x, ""y""\nz"', [['a'], ['x, "y"\nz']]],
    ['empty fields', 'a,,c\n,,\n', [['a', '', 'c']]],
    ['Japanese', '名前\n佐藤 美咲', [['名前'], ['佐藤 美咲']]],
  ])('parses %s', (_name, text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseCsv('a\n"broken')).toThrow(CsvError);
  });

  it('writes what it reads', () => {
    const fields = ['plain', 'with, comma', 'with "quote"', 'line\nbreak', '美咲'];
    expect(parseCsv(csvLine(fields))).toEqual([fields]);
  });

  it.each([
    ['=1+2', "'=1+2"],
    ['+81 90 1234 5678', "'+81 90 1234 5678"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tindented', "'\tindented"],
    ['\rreturn', "'\rreturn"],
    ['=HYPERLINK("https://evil.example","x")', '\'=HYPERLINK("https://evil.example","x")'],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['', ''],
    ['美咲', '美咲'],
  ])('neutralises %j as %j', (cell, written) => {
    expect(neutraliseCell(cell)).toBe(written);
  });

  it('writes a formula cell as quoted text', () => {
    expect(csvLine(['=cmd|"/c calc"!A1', 'ok'])).toBe('"\'=cmd|""/c calc""!A1",ok');
  });
});
