import { randomUUID } from 'node:crypto';
import { type Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { megabytes } from '@hubline/contract';
import { AppError } from '../http/errors.ts';
import type { FileFolder, PutRules } from './files.port.ts';
import { ALL_TYPES, SNIFF_BYTES, type SniffedType, sniffType } from './sniff.ts';

const EXTENSION = /^[a-z0-9]{1,5}$/;

function attempt(check: () => void): Error | null {
  try {
    check();
    return null;
  } catch (error) {
    return error as Error;
  }
}

/** Counts the bytes and keeps the first ones, refusing as soon as the limit or the type fails. */
function meter(rules: PutRules) {
  let bytes = 0;
  let head = Buffer.alloc(0);
  const checkType = () => {
    if (rules.accept && !sniffType(head, rules.accept))
      throw new AppError('file.invalidType', { types: rules.acceptNames ?? rules.accept.join(', ') });
  };
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > rules.maxBytes)
        return done(new AppError('file.tooLarge', { max: megabytes(rules.maxBytes) }));
      if (head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length === SNIFF_BYTES) return done(attempt(checkType), chunk);
      }
      done(null, chunk);
    },
    flush(done) {
      done(head.length < SNIFF_BYTES ? attempt(checkType) : null);
    },
  });
  return { transform, result: () => ({ bytes, type: sniffType(head, ALL_TYPES) }) };
}

/**
 * The one place uploads are checked, whatever stores them: streams `source` into `target` while
 * counting its size and sniffing its type against `rules`, and answers the bytes and the type.
 * On a refusal the caller removes what `target` had written.
 */
export async function copyChecked(source: Readable, target: Writable, rules: PutRules) {
  const { transform, result } = meter(rules);
  try {
    await pipeline(source, transform, target);
  } catch (error) {
    // The upload itself breaking (a multipart body cut off) is the sender's fault, not ours; a
    // refusal of ours or the disk failing (an error with a syscall) stays what it is.
    const broken =
      source.errored !== null && !(error instanceof AppError) && !(error as { syscall?: string }).syscall;
    throw broken ? new AppError('file.incomplete') : error;
  }
  return result();
}

/** A new key in `folder`: our own id, with the extension the rules give for the sniffed type. */
export function newFileKey(folder: FileFolder, rules: PutRules, type: SniffedType | undefined): string {
  const id = randomUUID();
  const extension = rules.extension?.(type);
  return `${folder}/${extension && EXTENSION.test(extension) ? `${id}.${extension}` : id}`;
}
