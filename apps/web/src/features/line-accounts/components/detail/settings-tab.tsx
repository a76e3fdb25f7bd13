import type { LineAccount } from '@hubline/contract';
import { GeneralCard } from './general-card';
import { OptionsCard } from './options-card';
import { PropertySeqCard } from './property-seq-card';
import { WebhookCard } from './webhook-card';

export function SettingsTab({ account }: { account: LineAccount }) {
  return (
    <>
      <GeneralCard account={account} />
      <OptionsCard account={account} />
      <PropertySeqCard account={account} />
      <WebhookCard account={account} />
    </>
  );
}
