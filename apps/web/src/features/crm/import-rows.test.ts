import { describe, expect, it } from 'vitest';
import { refusedRows } from './import-rows';

describe('refusedRows', () => {
  it('lists the refused rows in file order, with the messages as the server wrote them', () => {
    const fields = {
      'row 12': 'Row 12: “x” is not a valid value for Email.',
      'row 3': 'Row 3: “maybe” is not a valid value for Member.',
    };
    expect(refusedRows(fields).map((row) => row.msg)).toEqual([
      'Row 3: “maybe” is not a valid value for Member.',
      'Row 12: “x” is not a valid value for Email.',
    ]);
  });

  it('keeps a refusal that names no row, last', () => {
    expect(refusedRows({ file: 'No rows.', 'row 2': 'Row 2: bad' }).map((row) => row.key)).toEqual([
      'row 2',
      'file',
    ]);
  });

  it('is empty when nothing was refused', () => {
    expect(refusedRows({})).toEqual([]);
  });
});
