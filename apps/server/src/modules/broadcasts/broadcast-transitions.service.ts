import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { findPartners, followVersionA } from './ab-pairs.repository.ts';
import {
  checkAudienceIds,
  checkLeadTime,
  checkStillChangeable,
  checkTokensWithNarrowcast,
} from './broadcast-input.ts';
import type { Actor } from './broadcast-settings.service.ts';
import { nextRunOf } from './broadcast-settings.service.ts';
import { findBroadcasts, updateBroadcast } from './broadcasts.repository.ts';
import type { BroadcastRow } from './broadcasts.schema.ts';
import { startBroadcast } from './delivery/start-broadcast.ts';

type TransitionDeps = Pick<Deps, 'db'>;

/** The hub's rows of `ids`; any id the hub does not have is a 404, so nothing half-happens. */
async function rowsOf(deps: TransitionDeps, hubId: string, ids: string[]) {
  const rows = await findBroadcasts(deps.db, hubId, ids);
  if (rows.length !== new Set(ids).size) throw new AppError('error.notFound');
  return rows;
}

function expectStatus(row: BroadcastRow, status: BroadcastRow['status']) {
  if (row.status !== status) throw new AppError('broadcast.error.wrongStatus', { name: row.name });
}

/** Version B goes out with version A, at A's time: it is scheduled, sent, unscheduled or saved for automation through A. */
function expectOwnSchedule(row: BroadcastRow) {
  if (row.abVariant === 'B') throw new AppError('broadcast.error.followsVersionA', { name: row.name });
}

/**
 * What every send needs: messages, and a test send first (messaging.md §4). Tokens in a narrowcast
 * are refused on save already; a row saved before that rule is refused here, before anything goes out.
 */
function checkReadyToSend(row: BroadcastRow) {
  if (row.messages.length === 0) throw new AppError('broadcast.error.noMessages');
  if (!row.testSentAt) throw new AppError('broadcast.error.testRequired');
  checkTokensWithNarrowcast(row.messages, row.lineAudiences, row.narrowcast);
  checkAudienceIds(row.lineAudiences);
}

/** An A/B version goes with its other version (start-broadcast.ts): that one must be ready too. */
async function checkPartnersReady(deps: TransitionDeps, hubId: string, rows: BroadcastRow[]) {
  for (const partner of await findPartners(deps.db, hubId, rows)) {
    if (partner.status !== 'draft' && partner.status !== 'scheduled')
      throw new AppError('broadcast.error.wrongStatus', { name: partner.name });
    checkReadyToSend(partner);
  }
}

/**
 * Applies one conditional update a row (`... WHERE status = from`), all rows checked first; a row
 * another request moved on in between is refused, so two clicks never both take effect. Version B
 * of each version A moved takes A's new state in the same transaction: the pair goes out together.
 */
async function moveOn(
  deps: TransitionDeps,
  actor: Actor,
  rows: BroadcastRow[],
  from: BroadcastRow['status'],
  values: (row: BroadcastRow) => Partial<BroadcastRow>,
) {
  const changed = await deps.db.transaction(async (tx) => {
    const updated: BroadcastRow[] = [];
    for (const row of rows) {
      const moved = await updateBroadcast(
        tx,
        actor.hubId,
        row.id,
        { ...values(row), updatedBy: actor.userId },
        [from],
      );
      if (moved) updated.push(moved);
    }
    await followVersionA(tx, actor.hubId, updated);
    return updated;
  });
  const [first] = rows;
  if (changed.length === 0 && first) throw new AppError('broadcast.error.wrongStatus', { name: first.name });
  return changed;
}

/**
 * Draft → scheduled: a date more than the lead time ahead, messages, and a test send done. Version
 * B of a pair is scheduled with A, at A's date, in the same transaction.
 */
export async function scheduleBroadcasts(deps: TransitionDeps, actor: Actor, ids: string[]) {
  const rows = await rowsOf(deps, actor.hubId, ids);
  for (const row of rows) {
    expectOwnSchedule(row);
    expectStatus(row, 'draft');
    if (!row.broadcastDate) throw new AppError('broadcast.error.noDate');
    checkLeadTime(row.broadcastDate, actor.now);
    checkReadyToSend(row);
  }
  await checkPartnersReady(deps, actor.hubId, rows);
  return moveOn(deps, actor, rows, 'draft', (row) => ({
    status: 'scheduled',
    nextRunAt: nextRunOf(row, actor.timeZone, actor.now),
  }));
}

/** Scheduled → draft, unless it is within the lead time of going out; version B goes back with A. */
export async function cancelSchedules(deps: TransitionDeps, actor: Actor, ids: string[]) {
  const rows = await rowsOf(deps, actor.hubId, ids);
  for (const row of rows) {
    expectOwnSchedule(row);
    expectStatus(row, 'scheduled');
    checkStillChangeable(row.broadcastDate, actor.now);
  }
  return moveOn(deps, actor, rows, 'scheduled', () => ({ status: 'draft' }));
}

/**
 * An automation draft goes live (published): the automation sends it when its trigger fires.
 * Version B of a pair is published with A, in the same transaction.
 */
export async function publishAutomations(deps: TransitionDeps, actor: Actor, ids: string[]) {
  const rows = await rowsOf(deps, actor.hubId, ids);
  for (const row of rows) {
    expectOwnSchedule(row);
    expectStatus(row, 'draft');
    if (row.type !== 'automation') throw new AppError('broadcast.error.wrongStatus', { name: row.name });
    checkReadyToSend(row);
  }
  await checkPartnersReady(deps, actor.hubId, rows);
  return moveOn(deps, actor, rows, 'draft', () => ({ status: 'published' }));
}

/**
 * Send now: the delivery engine's start moves each draft to sending with one conditional update,
 * so a double click starts it once and the second click is refused.
 */
export async function executeBroadcasts(deps: Pick<Deps, 'db' | 'queue'>, actor: Actor, ids: string[]) {
  const rows = await rowsOf(deps, actor.hubId, ids);
  for (const row of rows) {
    // A published automation goes to contacts, named with contactIds (broadcast-automation.service.ts).
    if (row.type === 'automation' && row.status === 'published')
      throw new AppError('broadcast.error.contactsRequired', { name: row.name });
    expectOwnSchedule(row);
    expectStatus(row, 'draft');
    checkReadyToSend(row);
  }
  await checkPartnersReady(deps, actor.hubId, rows);
  let started = 0;
  for (const row of rows) if ((await startBroadcast(deps, actor.hubId, row.id)).started) started += 1;
  const [first] = rows;
  if (started === 0 && first) throw new AppError('broadcast.error.wrongStatus', { name: first.name });
  return started;
}
