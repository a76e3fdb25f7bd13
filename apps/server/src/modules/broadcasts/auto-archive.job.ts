import type { Deps } from '../../core/deps.ts';
import type { JobDefinition, JobKind } from '../../core/queue/queue.ts';
import { archiveSentWithVersionsB } from './broadcast-archive.service.ts';
import { autoArchivingHubs } from './broadcasts.repository.ts';

const DAY_MS = 86_400_000;

/**
 * The daily sweep of /broadcasts-config: each hub that turned auto-archive on has its sent regular
 * broadcasts older than its day count archived (restore brings them back as sent); an A/B pair goes
 * when its version A does, together.
 */
export async function autoArchiveSentBroadcasts(deps: Pick<Deps, 'db'>, now = new Date()) {
  let archived = 0;
  for (const hub of await autoArchivingHubs(deps.db)) {
    archived += await archiveSentWithVersionsB(deps, hub.hubId, new Date(now.getTime() - hub.days * DAY_MS));
  }
  return archived;
}

export const BROADCASTS_AUTO_ARCHIVE: JobKind<object> = { name: 'broadcasts.autoArchive', retryLimit: 2 };

export const autoArchiveJob = (deps: Pick<Deps, 'db'>): JobDefinition<object> => ({
  ...BROADCASTS_AUTO_ARCHIVE,
  handle: async () => {
    await autoArchiveSentBroadcasts(deps);
  },
});
