import { type LineAccount, MERGE_RULES } from '@hubline/contract';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SectionCard } from '../../../../ui/section-card';
import { type LineAccountUpdate, useUpdateLineAccount } from '../../api/update-line-account';
import { DESCRIPTION_MAX } from '../create/create-form';

type MergeRule = LineAccount['mergeBy'];

const MERGE_LABEL_KEYS: Record<MergeRule, string> = {
  email: 'merge.email',
  phone: 'merge.phone',
  mobilephone: 'merge.mobilephone',
  custom: 'merge.custom',
};

function isMergeRule(value: string): value is MergeRule {
  return (MERGE_RULES as readonly string[]).includes(value);
}

/** The description the team sees on the card, and how a friend is matched to a CRM contact. */
export function GeneralCard({ account }: { account: LineAccount }) {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '' } = useParams();
  const update = useUpdateLineAccount(hubId);
  const [description, setDescription] = useState(account.description);
  const [mergeBy, setMergeBy] = useState<MergeRule>(account.mergeBy);
  const [mergeProperty, setMergeProperty] = useState(account.mergeProperty ?? '');
  const [touched, setTouched] = useState(false);

  const property = mergeProperty.trim();
  const propertyError =
    (touched && mergeBy === 'custom' && !property ? t('validation.required', { ns: 'server' }) : undefined) ??
    update.error?.fields.mergeProperty;
  const descriptionError =
    description.trim().length > DESCRIPTION_MAX
      ? t('validation.tooLong', { ns: 'server', count: DESCRIPTION_MAX })
      : update.error?.fields.description;

  const changes: LineAccountUpdate = { id: account.id };
  if (description.trim() !== account.description) changes.description = description.trim();
  if (mergeBy !== account.mergeBy) changes.mergeBy = mergeBy;
  const newProperty = mergeBy === 'custom' ? property : null;
  if (newProperty !== account.mergeProperty) changes.mergeProperty = newProperty;
  const changed = Object.keys(changes).length > 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if ((mergeBy === 'custom' && !property) || descriptionError) return;
    update.mutate(changes);
  };

  return (
    <SectionCard title={t('settings.generalTitle')}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2.5, maxWidth: 560 }}>
        <TextField
          label={t('settings.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={Boolean(descriptionError)}
          helperText={
            descriptionError ||
            t('settings.descriptionHelp', { length: description.length, max: DESCRIPTION_MAX })
          }
          multiline
          minRows={2}
        />
        <TextField
          select
          label={t('settings.mergeBy')}
          value={mergeBy}
          onChange={(event) => {
            if (isMergeRule(event.target.value)) setMergeBy(event.target.value);
          }}
          helperText={t('settings.mergeByHelp')}
        >
          {MERGE_RULES.map((rule) => (
            <MenuItem key={rule} value={rule}>
              {t(MERGE_LABEL_KEYS[rule])}
            </MenuItem>
          ))}
        </TextField>
        {mergeBy === 'custom' && (
          <TextField
            label={t('settings.mergeProperty')}
            value={mergeProperty}
            onChange={(event) => setMergeProperty(event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(propertyError)}
            helperText={propertyError || t('settings.mergePropertyHelp')}
            required
            slotProps={{ htmlInput: { maxLength: 100, style: { fontFamily: 'monospace' } } }}
          />
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={!changed} loading={update.isPending}>
            {t('action.save', { ns: 'common' })}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
