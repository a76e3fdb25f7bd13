import type { Broadcast } from '@hubline/contract';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSetAbSplit } from '../../api/ab-test';
import { AB_RULE_KEYS } from '../../rules/ab-rule-keys';
import { OptionSelect } from './option-select';

const RULES = ['opened', 'clicked'] as const;

/** The pair's split (version A's share, the rest get B) and how the winner is chosen. */
export function AbSplitFields({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '' } = useParams();
  const save = useSetAbSplit(hubId);
  const ab = broadcast.abTest;
  const [split, setSplit] = useState(String(ab?.splitPercent ?? 50));
  const [rule, setRule] = useState(ab?.winnerRule ?? 'opened');
  if (!ab) return null;
  const percent = Number(split);
  const valid = Number.isInteger(percent) && percent >= 1 && percent <= 99;
  const changed = percent !== ab.splitPercent || rule !== ab.winnerRule;
  const editable = broadcast.status === 'draft' || broadcast.status === 'scheduled';

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        type="number"
        label={t('ab.splitPercent')}
        value={split}
        onChange={(event) => setSplit(event.target.value)}
        slotProps={{ htmlInput: { min: 1, max: 99 } }}
        error={!valid}
        helperText={t('ab.split', { a: valid ? percent : '–', b: valid ? 100 - percent : '–' })}
        disabled={!editable}
        sx={{ width: { sm: 220 } }}
      />
      <OptionSelect
        label={t('ab.winnerRule')}
        options={RULES}
        labelOf={(option) => t(AB_RULE_KEYS[option])}
        value={rule}
        onChange={setRule}
        sx={{ width: { sm: 240 } }}
      />
      <Button
        variant="outlined"
        disabled={!editable || !valid || !changed}
        loading={save.isPending}
        onClick={() => save.mutate({ id: broadcast.id, abTest: { splitPercent: percent, winnerRule: rule } })}
        sx={{ mt: { sm: 1 } }}
      >
        {t('ab.saveSplit')}
      </Button>
    </Stack>
  );
}
