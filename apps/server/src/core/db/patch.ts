/**
 * Whether a partial update sets anything. Drizzle drops undefined values and refuses an UPDATE with
 * nothing left to set, so a form saved unchanged (`{}`) must skip the statement, not fail.
 */
export function setsAnything(patch: object): boolean {
  return Object.values(patch).some((value) => value !== undefined);
}
