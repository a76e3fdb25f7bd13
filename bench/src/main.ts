import { performance } from 'node:perf_hooks';
import { benchBroadcastDelivery } from './broadcast-delivery.ts';
import { benchBundle } from './bundle.ts';
import { benchCrmLists } from './crm-lists.ts';
import { benchImagemapDerivatives } from './imagemap-derivatives.ts';
import { benchInboxList } from './inbox-list.ts';
import { benchInboxLive } from './inbox-live.ts';
import { handleInterrupts, stopAllChildren, throwIfInterrupted } from './lib/process.ts';
import { type Figure, fmt, printTable, progress } from './lib/report.ts';
import { benchLibraryList } from './library-list.ts';
import { benchMemory } from './memory.ts';
import { benchProfileLoad } from './profile-load.ts';
import { benchStartup } from './startup.ts';
import { benchWebhookIntake } from './webhook-intake.ts';

/**
 * Hubline benchmarks. Each figure is printed with a ratio against a reference measured in the
 * same run, because these machines are shared and noisy: compare ratios across runs, not values.
 */
const benches: { name: string; run: () => Promise<Figure[]> }[] = [
  { name: 'startup', run: benchStartup },
  { name: 'web', run: benchBundle },
  { name: 'memory', run: benchMemory },
  { name: 'profile', run: benchProfileLoad },
  { name: 'intake', run: benchWebhookIntake },
  { name: 'inbox-live', run: benchInboxLive },
  { name: 'inbox-list', run: benchInboxList },
  { name: 'crm', run: benchCrmLists },
  { name: 'imagemap', run: benchImagemapDerivatives },
  { name: 'library', run: benchLibraryList },
  { name: 'broadcast', run: benchBroadcastDelivery },
];

/** BENCH_ONLY=broadcast,intake runs only those (the broadcast bench alone takes minutes). */
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());

handleInterrupts();

const started = performance.now();
const figures: Figure[] = [];
let failed = false;
process.stderr.write(`Hubline bench (node ${process.version}, ${process.platform}/${process.arch})\n`);
for (const bench of benches.filter((b) => !only || only.includes(b.name))) {
  try {
    throwIfInterrupted();
    figures.push(...(await bench.run()));
  } catch (error) {
    failed = true;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\n${bench.name} failed: ${message}\n\n`);
    figures.push({ name: bench.name, value: 'failed', detail: message.split('\n')[0] ?? '' });
  }
}
await stopAllChildren();

progress(`done in ${fmt((performance.now() - started) / 1000, 1)} s`);
process.stdout.write('\n');
printTable(figures);
if (failed) process.exitCode = 1;
