/** A LINE call that did not answer in time. */
export class LineTimeout extends Error {}

/** The promise's outcome, or a LineTimeout after `ms`: LINE calls must not hold their caller up. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LineTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
