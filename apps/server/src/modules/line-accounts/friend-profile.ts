import type { SecretBox } from '../../core/crypto/secret-box.ts';
import { type LineHosts, lineStatus, messagingClients } from '../../core/line/line-clients.ts';
import type { LineAccountRow } from './line-accounts.schema.ts';

/** The profile, or nothing when LINE has none for this user (404: not a friend, no consent). */
export async function fetchProfile(
  deps: { config: { line: LineHosts }; secrets: Pick<SecretBox, 'open'> },
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
