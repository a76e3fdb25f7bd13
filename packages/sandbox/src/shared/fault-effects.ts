import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FaultDecision } from './faults.ts';

/**
 * What an injected fault does to a request, the same in both emulators' pipelines. Only the 429
 * and 500 bodies differ, so the vendor supplies them.
 */
export interface FaultAnswers {
  rateLimited: () => Error;
  serverError: () => Error;
}

/**
 * As the request arrives (last thing in the pipeline's onRequest hook): `drop` cuts the connection
 * with no answer, `slow` waits, `rateLimited` and `serverError` throw the vendor's error for its
 * error handler.
 */
export async function faultOnArrival(
  fault: FaultDecision,
  request: FastifyRequest,
  reply: FastifyReply,
  answers: FaultAnswers,
): Promise<void> {
  if (fault.kind === 'drop') {
    reply.hijack();
    request.raw.socket.destroy();
    return;
  }
  if (fault.kind === 'slow') await sleep(fault.ms);
  if (fault.kind === 'rateLimited') throw answers.rateLimited();
  if (fault.kind === 'serverError') throw answers.serverError();
}

/**
 * As the answer goes out: `dropAfterProcessing` cuts the connection of a request that succeeded,
 * so the client cannot tell it was done (what retry keys and idempotent retries are for).
 */
export function faultOnAnswer(fault: FaultDecision, request: FastifyRequest, succeeded: boolean): void {
  if (fault.kind === 'dropAfterProcessing' && succeeded) request.raw.socket.destroy();
}
