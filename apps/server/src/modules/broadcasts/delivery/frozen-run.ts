import { AppError } from '../../../core/http/errors.ts';
import { frozenMessages } from '../../messages/index.ts';
import type { DeliveryDeps, loadRun } from './run-context.ts';
import { failRun } from './runs.repository.ts';

type LoadedRun = Awaited<ReturnType<typeof loadRun>>;

/**
 * A run about to send, with its broadcast's library messages frozen (frozenMessages) so that the
 * run records, sends and later shows what they were at this moment. A library item deleted since
 * the broadcast was saved fails the run with its reason, rather than the job. A run that has
 * recorded its messages already keeps them (loadRun).
 */
export async function withFrozenMessages(deps: DeliveryDeps, loaded: LoadedRun): Promise<LoadedRun> {
  if (loaded?.run.status !== 'resolving' || loaded.run.messages) return loaded;
  try {
    const site = { db: deps.db, publicUrl: deps.config.publicUrl };
    const messages = await frozenMessages(site, loaded.run.hubId, loaded.broadcast.messages);
    return { ...loaded, broadcast: { ...loaded.broadcast, messages } };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'message.error.unknownItem') throw error;
    await failRun(deps.db, loaded.run.id, 'broadcast.failure.messageMissing');
    return undefined;
  }
}
