import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Deps } from '../../../core/deps.ts';
import { AppError } from '../../../core/http/errors.ts';
import { saveOAuthState, takeOAuthState } from './crm-connections.repository.ts';

/** How long "Connect with HubSpot" may take, from the click to HubSpot's redirect back. */
const STATE_TTL_MS = 15 * 60_000;

const payloadSchema = z.object({
  nonce: z.string(),
  hubId: z.string(),
  userId: z.string(),
  platform: z.enum(['hubspot', 'sandbox']),
  expiresAt: z.number(),
});
export type OAuthState = z.infer<typeof payloadSchema>;

type StateDeps = Pick<Deps, 'db' | 'secrets'>;

/**
 * The OAuth `state`: the hub, user and platform sealed with the server key (AES-GCM, so it cannot
 * be forged or altered), plus a nonce kept in the database so that it works once.
 */
export async function newOAuthState(
  deps: StateDeps,
  input: Omit<OAuthState, 'nonce' | 'expiresAt'>,
): Promise<string> {
  const state: OAuthState = {
    ...input,
    nonce: randomBytes(16).toString('base64url'),
    expiresAt: Date.now() + STATE_TTL_MS,
  };
  await saveOAuthState(deps.db, {
    nonce: state.nonce,
    hubId: state.hubId,
    userId: state.userId,
    expiresAt: new Date(state.expiresAt),
  });
  return deps.secrets.seal(JSON.stringify(state));
}

/** The state's contents, used up; a forged, expired or replayed state is refused. */
export async function takeState(deps: StateDeps, sealed: string): Promise<OAuthState> {
  let state: OAuthState;
  try {
    state = payloadSchema.parse(JSON.parse(deps.secrets.open(sealed)));
  } catch {
    throw new AppError('crm.error.oauthState');
  }
  if (
    state.expiresAt <= Date.now() ||
    !(await takeOAuthState(deps.db, state.nonce, state.hubId, state.userId))
  )
    throw new AppError('crm.error.oauthState');
  return state;
}
