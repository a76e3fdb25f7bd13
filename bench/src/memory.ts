import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { median, ROOT, stopChild, trackChild, withTempDir } from './lib/process.ts';
import { type Figure, fmt, progress, ratio } from './lib/report.ts';
import { type RunningServer, type Session, signInSession, startServer } from './lib/server.ts';

const SETTLE_S = 20;
const SAMPLES = 5;
const UPLOADS = 10;
const UPLOAD_BYTES = 29 * 1024 * 1024;
const MB = 1024 * 1024;

/**
 * Memory of `npm start`'s server process (issue #17), on PGlite as the demo runs:
 * - idle RSS of a started server, SETTLE_S after it is ready on a seeded data dir (the first,
 *   seeding start is not counted). Reference: a bare `node --import tsx` process left idle.
 * - how much RSS grows while UPLOAD_BYTES files are sent UPLOADS at once to a chat (the files port
 *   streams them to disk). Reference: the bytes uploaded, which a server buffering them would hold.
 * Linux only: RSS is read from /proc.
 */
export async function benchMemory(): Promise<Figure[]> {
  if (process.platform !== 'linux') {
    return [{ name: 'memory', value: 'skipped', detail: 'skipped: RSS is read from /proc (Linux only)' }];
  }
  return withTempDir('memory', async (dataDir) => {
    progress('memory: first run on a fresh data dir (migrate + seed, not counted)');
    const first = await startServer({ dataDir });
    await first.seeded();
    await first.stop();

    const bare = await bareNodeRss();
    const server = await startServer({ dataDir });
    try {
      const pid = await serverPid(server);
      await sleep(SETTLE_S * 1000);
      const idle = await steadyRss(pid);
      progress(`memory: idle ${fmt(idle / MB)} MB (bare node+tsx ${fmt(bare / MB)} MB)`);
      const uploads = await uploadGrowth(server, pid);
      progress(`memory: ${UPLOADS} uploads of ${UPLOAD_BYTES / MB} MB grew RSS by ${fmt(uploads / MB)} MB`);
      return [
        {
          name: 'memory.idle_rss_mb',
          value: fmt(idle / MB),
          detail: `(${ratio(idle, bare)} of an idle bare node+tsx ${fmt(bare / MB)} MB) median of ${SAMPLES} samples, ${SETTLE_S} s after ready`,
        },
        {
          name: 'memory.uploads_growth_mb',
          value: fmt(uploads / MB),
          detail: `(${ratio(uploads, UPLOADS * UPLOAD_BYTES)} of the ${fmt((UPLOADS * UPLOAD_BYTES) / MB)} MB uploaded) peak RSS over idle, ${UPLOADS} concurrent ${UPLOAD_BYTES / MB} MB chat files`,
        },
      ];
    } finally {
      await server.stop();
    }
  });
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

/** The median of SAMPLES readings a second apart. */
async function steadyRss(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    if (i) await sleep(1000);
    samples.push(await rssOf(pid));
  }
  return median(samples);
}

/** `npm start` runs scripts/start.mjs, which spawns the server: its only child. */
async function serverPid(server: RunningServer): Promise<number> {
  const parent = server.child.pid;
  const children = await readFile(`/proc/${parent}/task/${parent}/children`, 'utf8');
  const pid = Number(children.trim().split(/\s+/)[0]);
  if (!pid) throw new Error('the server process was not found under npm start');
  return pid;
}

/** A bare Node with the tsx loader, as the server starts, left idle for as long. */
async function bareNodeRss(): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', 'setInterval(() => {}, 1000)'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  trackChild(child);
  try {
    await sleep(5000);
    const pid = child.pid;
    if (!pid) throw new Error('bare node did not start');
    return await steadyRss(pid);
  } finally {
    await stopChild(child);
  }
}

/** Peak RSS over the idle one while the uploads run, sampled every 50 ms. */
async function uploadGrowth(server: RunningServer, pid: number): Promise<number> {
  const session = await signInSession(server.baseUrl);
  const chat = await seededChat(server.baseUrl, session);
  const before = await rssOf(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssOf(pid));
      await sleep(50);
    }
  })();
  try {
    const file = Buffer.alloc(UPLOAD_BYTES, 7);
    // A PNG signature, so the chat accepts it by content.
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(file);
    const blob = new Blob([file], { type: 'image/png' });
    await Promise.all(
      Array.from({ length: UPLOADS }, async () => {
        const form = new FormData();
        form.append('file', blob, 'large.png');
        const response = await fetch(`${server.baseUrl}/api/${session.hubId}${chat}/send`, {
          method: 'POST',
          headers: { authorization: `Bearer ${session.token}`, 'x-hubline-csrf': '1' },
          body: form,
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`upload: ${response.status} ${text.slice(0, 300)}`);
      }),
    );
  } finally {
    sampling = false;
    await sampler;
  }
  return peak - before;
}

/** The chat path of the demo's first conversation: `/line/chat/<seq>/<vid>`. */
async function seededChat(baseUrl: string, session: Session): Promise<string> {
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}/api/${session.hubId}${path}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const inbox = (await get('/line/inbox')) as { accounts?: { seq: number }[] };
  const seq = inbox.accounts?.[0]?.seq;
  if (seq === undefined) throw new Error('the demo has no LINE account');
  // The demo's friends write through webhooks after the seeding: their chats appear once the
  // events are processed, which may be after this start if the first one stopped before.
  for (let attempt = 0; attempt < 60; attempt++) {
    const list = (await get(`/line/inbox/${seq}`)) as { lineUsers?: { vid: string }[] };
    const vid = list.lineUsers?.[0]?.vid;
    if (vid) return `/line/chat/${seq}/${vid}`;
    await sleep(500);
  }
  throw new Error('the demo account has no conversation');
}
