import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Deps } from '../../../core/deps.ts';
import { AppError } from '../../../core/http/errors.ts';
import { saveOAuthState, takeOAuthState } from './crm-connections.repository.ts';

/** How long "Connect with HubSpot" may take, from the click to HubSpot's redirect back. */
export const STATE_TTL_MS = 10 * 60_000;

const payloadSchema = z.object({
  nonce: z.string(),
  hubId: z.string(),
  userId: z.string(),
  platform: z.enum(['hubspot', 'sandbox']),
  expiresAt: z.number(),
  /** The hash of the browser key, kept in an httpOnly cookie of the browser that started. */
  browser: z.string(),
});
export type OAuthState = z.infer<typeof payloadSchema>;

const hashOf = (browserKey: string) => createHash('sha256').update(browserKey).digest();

type StateDeps = Pick<Deps, 'db' | 'secrets'>;

/**
 * The OAuth `state`: the hub, user and platform sealed with the server key (AES-GCM, so it cannot
 * be forged or altered), plus a nonce kept in the database so that it works once. It is bound to
 * the browser that started: `browserKey` goes into that browser's cookie, and a callback that
 * arrives without it (someone else opening the install link) is refused.
 */
export async function newOAuthState(
  deps: StateDeps,
  input: Omit<OAuthState, 'nonce' | 'expiresAt' | 'browser'>,
): Promise<{ state: string; browserKey: string }> {
  const browserKey = randomBytes(32).toString('base64url');
  const state: OAuthState = {
    ...input,
    nonce: randomBytes(16).toString('base64url'),
    expiresAt: Date.now() + STATE_TTL_MS,
    browser: hashOf(browserKey).toString('base64url'),
  };
  await saveOAuthState(deps.db, {
    nonce: state.nonce,
    hubId: state.hubId,
    userId: state.userId,
    expiresAt: new Date(state.expiresAt),
  });
  return { state: deps.secrets.seal(JSON.stringify(state)), browserKey };
}

function sameBrowser(state: OAuthState, browserKey: string | undefined) {
  const expected = Buffer.from(state.browser, 'base64url');
  return browserKey !== undefined && timingSafeEqual(hashOf(browserKey), expected);
}

/**
 * The state's contents, used up; a forged, expired or replayed state is refused, and so is one
 * brought by another browser (checked before it is used up, so a stranger cannot spend it).
 */
export async function takeState(
  deps: StateDeps,
  sealed: string,
  browserKey: string | undefined,
): Promise<OAuthState> {
  let state: OAuthState;
  try {
    state = payloadSchema.parse(JSON.parse(deps.secrets.open(sealed)));
  } catch {
    throw new AppError('crm.error.oauthState');
  }
  if (!sameBrowser(state, browserKey)) throw new AppError('crm.error.oauthBrowser');
  if (
    state.expiresAt <= Date.now() ||
    !(await takeOAuthState(deps.db, state.nonce, state.hubId, state.userId))
  )
    throw new AppError('crm.error.oauthState');
  return state;
}
