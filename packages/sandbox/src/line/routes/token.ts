import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newAccessToken } from '../../ids.ts';
import type { SandboxContext } from '../context.ts';
import { LineApiError } from '../errors.ts';
import { lineRoute, queryParam, rawBody } from '../route.ts';
import type { AccessToken, Channel } from '../state/types.ts';

/**
 * Channel access tokens: short-lived (v2, 30 days), stateless (v3, 15 minutes), verification and
 * revocation. These endpoints take form bodies and answer OAuth-style errors
 * (`{ error, error_description }`). https://developers.line.biz/en/reference/messaging-api/#channel-access-token
 * JWT-assertion flows (v2.1) need assertion signing keys the sandbox does not model.
 */
const SHORT_LIVED_SECONDS = 30 * 24 * 60 * 60;
/** "You can issue up to 30 tokens per channel for short-lived channel access tokens." (REF L4285) */
const SHORT_LIVED_MAX = 30;
const STATELESS_SECONDS = 15 * 60;

const oauthError = (error: string, description: string): LineApiError =>
  new LineApiError(400, { error, error_description: description });

const form = (request: FastifyRequest): URLSearchParams =>
  new URLSearchParams(rawBody(request).toString('utf8'));

export function registerTokenRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const clientChannel = (fields: URLSearchParams): Channel => {
    if (fields.get('grant_type') !== 'client_credentials')
      throw oauthError('unsupported_grant_type', 'unsupported grant_type');
    const channel = ctx.store.channel(fields.get('client_id') ?? '');
    if (!channel) throw oauthError('invalid_client', 'invalid client_id');
    if (channel.channelSecret !== fields.get('client_secret'))
      throw oauthError('invalid_client', 'invalid client_secret');
    return channel;
  };

  /** Past the 30th live short-lived token LINE revokes the oldest; expired ones do not count. */
  const makeRoomForShortLived = (channel: Channel) => {
    const live = channel.accessTokens.filter(
      (t) => t.kind === 'short-lived' && t.expiresAt !== null && t.expiresAt > ctx.clock.now(),
    );
    const oldest = live.length >= SHORT_LIVED_MAX ? live[0] : undefined;
    if (oldest) channel.accessTokens = channel.accessTokens.filter((t) => t !== oldest);
  };

  const issue = (channel: Channel, kind: AccessToken['kind'], seconds: number): string => {
    if (kind === 'short-lived') makeRoomForShortLived(channel);
    const token = newAccessToken();
    channel.accessTokens.push({ token, kind, expiresAt: ctx.clock.now() + seconds * 1000 });
    ctx.store.changed();
    return token;
  };

  const verify = (token: string) => {
    const found = ctx.store.channelByToken(token, ctx.clock.now());
    const entry = found?.channel.accessTokens.find((t) => t.token === token);
    if (!found || !entry || found.expired) throw oauthError('invalid_request', 'access token expired');
    // Long-lived tokens never expire; LINE reports a large remaining lifetime for them.
    const expiresIn =
      entry.expiresAt === null ? 315_360_000 : Math.floor((entry.expiresAt - ctx.clock.now()) / 1000);
    return { client_id: found.channel.channelId, expires_in: expiresIn, scope: 'P' };
  };

  const options = { auth: false };

  lineRoute(
    app,
    'POST',
    '/v2/oauth/accessToken',
    'issueChannelToken',
    (request) => {
      const channel = clientChannel(form(request));
      return {
        access_token: issue(channel, 'short-lived', SHORT_LIVED_SECONDS),
        expires_in: SHORT_LIVED_SECONDS,
        token_type: 'Bearer',
      };
    },
    options,
  );

  lineRoute(
    app,
    'POST',
    '/v2/oauth/verify',
    'verifyChannelToken',
    (request) => verify(form(request).get('access_token') ?? ''),
    options,
  );

  lineRoute(
    app,
    'POST',
    '/v2/oauth/revoke',
    'revokeChannelToken',
    (request) => {
      const token = form(request).get('access_token') ?? '';
      const found = ctx.store.channelByToken(token, ctx.clock.now());
      if (found) {
        found.channel.accessTokens = found.channel.accessTokens.filter(
          (t) => t.token !== token || t.kind === 'long-lived',
        );
        ctx.store.changed();
      }
      return {};
    },
    options,
  );

  lineRoute(
    app,
    'POST',
    '/oauth2/v3/token',
    'issueStatelessChannelToken',
    (request) => {
      const fields = form(request);
      if (fields.has('client_assertion'))
        throw oauthError('invalid_request', 'JWT assertions are not supported by the sandbox');
      const channel = clientChannel(fields);
      return {
        token_type: 'Bearer',
        access_token: issue(channel, 'stateless', STATELESS_SECONDS),
        expires_in: STATELESS_SECONDS,
      };
    },
    options,
  );

  lineRoute(
    app,
    'GET',
    '/oauth2/v2.1/verify',
    'verifyChannelTokenByJWT',
    (request) => verify(queryParam(request, 'access_token') ?? ''),
    options,
  );
}
