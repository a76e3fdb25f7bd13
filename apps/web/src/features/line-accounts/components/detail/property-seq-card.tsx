import type { LineAccount } from '@hubline/contract';
import { Box, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SectionCard } from '../../../../ui/section-card';
import { useUpdatePropertySeq } from '../../api/update-property-seq';

const SEQ_MIN = 1;
const SEQ_MAX = 99;

/** The number n of the contact property "LINE User ID _n" this account writes; two accounts swap. */
export function PropertySeqCard({ account }: { account: LineAccount }) {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '' } = useParams();
  const update = useUpdatePropertySeq(hubId);
  const [value, setValue] = useState(String(account.seq));
  const seq = Number(value);
  const valid = /^\d+$/.test(value) && seq >= SEQ_MIN && seq <= SEQ_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) update.mutate({ id: account.id, seq });
  };

  return (
    <SectionCard title={t('seq.title')} description={t('seq.text')}>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          label={t('seq.label')}
          value={value}
          onChange={(event) => setValue(event.target.value.trim())}
          error={!valid}
          helperText={valid ? undefined : t('seq.range', { min: SEQ_MIN, max: SEQ_MAX })}
          sx={{ maxWidth: 220 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!valid || seq === account.seq}
          loading={update.isPending}
          sx={{ height: 40 }}
        >
          {t('action.save', { ns: 'common' })}
        </Button>
      </Box>
      {valid && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('seq.property', { seq })}
        </Typography>
      )}
    </SectionCard>
  );
}
