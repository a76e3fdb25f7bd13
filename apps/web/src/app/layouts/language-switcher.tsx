import { isLanguage } from '@hubline/contract';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, setLanguage, useLanguage } from '../../i18n/language';

/** en / 日本語 / 繁體中文; the choice is kept in lh_lang. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={lang}
      aria-label={t('language.label')}
      onChange={(_event, value: unknown) => {
        if (isLanguage(value)) setLanguage(value);
      }}
    >
      {LANGUAGE_OPTIONS.map((option) => (
        <ToggleButton key={option.lang} value={option.lang} sx={{ px: 1.5, py: 0.25, fontSize: 13 }}>
          {t(option.labelKey)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
