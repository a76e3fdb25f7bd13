import pino, { type Level, type Logger } from 'pino';
import { readableLine } from './readable-line.ts';

/**
 * The process logger. At a terminal each line is written for a person (`readableLine`); piped
 * into a file or a log collector it stays pino's JSON, one object a line.
 */
export function createLogger(level: Level | 'silent', out: NodeJS.WriteStream = process.stdout): Logger {
  if (!out.isTTY) return pino({ level }, out);
  return pino(
    { level },
    {
      write: (chunk: string) => {
        for (const line of chunk.split('\n')) if (line) out.write(`${readableLine(line)}\n`);
      },
    },
  );
}
