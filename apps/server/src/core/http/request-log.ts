import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify logs two info lines a request, which drown the start-up facts and warnings at a
 * terminal. Here a request is one debug line (LOG_LEVEL=debug shows them); a request that failed
 * is still logged as an error.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error) return super.requestCompleted(error, request, reply, metadata);
    request.log.debug(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  }
}
