/**
 * The rows an import refused, from the server's `fields` ({"row 3": "Row 3: …"}), in file order.
 * The messages already name their row, in the reader's language, so they are shown as they are.
 */
export function refusedRows(fields: Record<string, string>): { key: string; row: number; msg: string }[] {
  return Object.entries(fields)
    .map(([key, msg]) => ({ key, row: Number(/\d+/.exec(key)?.[0] ?? Number.MAX_SAFE_INTEGER), msg }))
    .sort((a, b) => a.row - b.row);
}
