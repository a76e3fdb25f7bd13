/** JSON values as parsed from request bodies, specs and the state file. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep copy of a JSON value (structuredClone keeps the static type). */
export const cloneJson = <T extends Json>(value: T): T => structuredClone(value);
