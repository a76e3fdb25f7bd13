/** One printed line of the final table: a figure, or why it is missing. */
export interface Figure {
  name: string;
  /** The figure, already formatted; 'skipped' / 'failed' when there is none. */
  value: string;
  /** The ratio against the named reference, and anything else worth reading beside it. */
  detail: string;
}

export const fmt = (value: number, decimals = 0) =>
  Number.isFinite(value) ? value.toFixed(decimals) : 'n/a';

/** "x3.1" for ratios above 1, "0.45" below: both read as "this many times the reference". */
export const ratio = (value: number, reference: number) => {
  const r = value / reference;
  if (!Number.isFinite(r)) return 'n/a';
  return r >= 1 ? `x${r.toFixed(r >= 10 ? 0 : 1)}` : r.toFixed(2);
};

export const progress = (message: string) => process.stderr.write(`  · ${message}\n`);

export function printTable(figures: Figure[]) {
  const nameWidth = Math.max(26, ...figures.map((f) => f.name.length)) + 1;
  const valueWidth = Math.max(6, ...figures.map((f) => f.value.length));
  for (const f of figures) {
    process.stdout.write(`  ${f.name.padEnd(nameWidth)} ${f.value.padStart(valueWidth)}  ${f.detail}\n`);
  }
}
