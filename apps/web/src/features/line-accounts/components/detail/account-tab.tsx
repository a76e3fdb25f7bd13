import type { LineAccount } from '@hubline/contract';
import type { LineAccountTab } from '../../paths';
import { DeleteTab } from './delete-tab';
import { FriendsTab } from './friends-tab';
import { QrTab } from './qr-tab';
import { SendFrequencyTab } from './send-frequency-tab';
import { SettingsTab } from './settings-tab';
import { SlackTab } from './slack-tab';

/**
 * The open tab's content. Each tab's form starts from the loaded account, and the `key` makes it
 * start again when another account is opened.
 */
export function AccountTab({
  tab,
  account,
  page,
}: {
  tab: LineAccountTab;
  account: LineAccount;
  page: number;
}) {
  switch (tab) {
    case 'settings':
      return <SettingsTab key={account.id} account={account} />;
    case 'qr':
      return <QrTab key={account.id} account={account} />;
    case 'friends':
      return <FriendsTab key={account.id} account={account} page={page} />;
    case 'send-frequency':
      return <SendFrequencyTab key={account.id} account={account} />;
    case 'slack':
      return <SlackTab key={account.id} account={account} />;
    case 'delete':
      return <DeleteTab key={account.id} account={account} />;
  }
}
