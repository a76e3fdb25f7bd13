import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emptyState, type SandboxState } from './types.ts';

/**
 * Optional persistence: the whole state as one JSON file in `dataDir`, written shortly after a
 * change (coalesced) and on close, through a temporary file and a rename so a crash never leaves
 * half a file. Good for a demo's few thousand records; the sandbox is not a database.
 */
export const STATE_FILE = 'line-sandbox.json';
const SAVE_DELAY_MS = 200;

export function loadState(dataDir: string): SandboxState {
  let text: string;
  try {
    text = readFileSync(join(dataDir, STATE_FILE), 'utf8');
  } catch {
    return emptyState();
  }
  const parsed: SandboxState = JSON.parse(text);
  if (parsed.version !== 1) throw new Error(`${STATE_FILE}: unsupported version ${String(parsed.version)}`);
  // Fields added after the file was written take their empty value.
  return { ...emptyState(), ...parsed };
}

export class Saver {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dataDir: string,
    private readonly read: () => SandboxState,
  ) {
    mkdirSync(dataDir, { recursive: true });
  }

  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), SAVE_DELAY_MS);
    this.timer.unref();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const file = join(this.dataDir, STATE_FILE);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.read()));
    renameSync(temporary, file);
  }
}
