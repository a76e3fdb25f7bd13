import type { Config } from '../../core/config.ts';
import type { SecretBox } from '../../core/crypto/secret-box.ts';
import { lineStatus, messagingClients } from '../../core/line/line-clients.ts';
import type { LineAccountRow } from './line-accounts.schema.ts';

/** The profile, or nothing when LINE has none for this user (404: not a friend, no consent). */
export async function fetchProfile(
  // Not Deps: the import-friends job, which core/deps.ts names, reads profiles too.
  deps: { config: Pick<Config, 'line'>; secrets: SecretBox },
  account: LineAccountRow,
  userId: string,
) {
  const { api } = messagingClients(
    account.platform,
    deps.config.line,
    deps.secrets.open(account.accessToken),
  );
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
