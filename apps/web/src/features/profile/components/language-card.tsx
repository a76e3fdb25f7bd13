import { isLanguage } from '@hubline/contract';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, useLanguage } from '../../../i18n/language';
import { SectionCard } from '../../../ui/section-card';
import { useUpdateLang } from '../api/update-lang';

/** The console and email language, saved on the user and in lh_lang. */
export function LanguageCard() {
  const { t } = useTranslation('profile');
  const lang = useLanguage();
  const update = useUpdateLang();
  return (
    <SectionCard title={t('language.title')} description={t('language.description')}>
      <TextField
        select
        label={t('language.label')}
        value={update.isPending ? update.variables : lang}
        disabled={update.isPending}
        onChange={(event) => {
          if (isLanguage(event.target.value)) update.mutate(event.target.value);
        }}
        sx={{ maxWidth: 320 }}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <MenuItem key={option.lang} value={option.lang}>
            {t(option.labelKey, { ns: 'common' })}
          </MenuItem>
        ))}
      </TextField>
    </SectionCard>
  );
}
