import type { SecretBox } from '../../core/crypto/secret-box.ts';
import { lineStatus } from '../../core/line/line-failure.ts';
import type { LinePort } from '../../core/line/line-port.ts';
import type { LineAccountRow } from './line-accounts.schema.ts';

/** The profile, or nothing when LINE has none for this user (404: not a friend, no consent). */
export async function fetchProfile(
  deps: { line: LinePort; secrets: Pick<SecretBox, 'open'> },
  account: LineAccountRow,
  userId: string,
) {
  const api = deps.line.messaging({
    platform: account.platform,
    accessToken: deps.secrets.open(account.accessToken),
  });
  try {
    const profile = await api.getProfile(userId);
    return {
      displayName: profile.displayName,
      pictureUrl: profile.pictureUrl ?? null,
      language: profile.language ?? null,
      statusMessage: profile.statusMessage ?? null,
    };
  } catch (error) {
    if (lineStatus(error) === 404) return {};
    throw error;
  }
}
