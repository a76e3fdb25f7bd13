import type { Profile } from '@hubline/contract';
import { Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../ui/section-card';
import { useUpdateName } from '../api/update-name';
import { AvatarUpload } from './avatar-upload';

/** Picture, name and (read-only) email. */
export function PersonalCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateName();
  const [name, setName] = useState(profile.name);
  const [touched, setTouched] = useState(false);
  const nameError =
    touched && !name.trim() ? t('validation.required', { ns: 'server' }) : update.error?.fields.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (name.trim()) update.mutate(name.trim());
  };

  return (
    <SectionCard title={t('personal.title')}>
      <Box sx={{ display: 'flex', gap: { xs: 2, sm: 4 }, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <AvatarUpload name={profile.name} avatar={profile.avatar} />
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'grid', gap: 2, flex: '1 1 280px', maxWidth: 480 }}
        >
          <TextField
            label={t('personal.name')}
            value={name}
            required
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(nameError)}
            helperText={nameError}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
          <TextField label={t('personal.email')} value={profile.email} disabled />
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={name.trim() === profile.name}
              loading={update.isPending}
            >
              {t('action.save', { ns: 'common' })}
            </Button>
          </Box>
        </Box>
      </Box>
    </SectionCard>
  );
}
