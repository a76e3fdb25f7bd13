import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_REGIONS,
  type NotificationCategory,
  type NotificationRegion,
} from '@hubline/contract';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type TemplateDraft, templatesOf } from '../rules/template-draft';
import { CATEGORY_KEYS, REGION_KEYS } from './labels';

interface Props {
  draft: TemplateDraft;
  error?: string;
  onChange: (change: Partial<TemplateDraft>) => void;
}

/** Region, then category, then one of LINE's templates: a new choice starts the variables afresh. */
export function TemplatePicker({ draft, error, onChange }: Props) {
  const { t } = useTranslation('notificationTemplates');
  const templates = templatesOf(draft.region, draft.category);
  const fresh = { values: {}, urls: {}, emphasized: '' };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <TextField
        select
        label={t('editor.region')}
        value={draft.region}
        onChange={(event) =>
          onChange({
            region: event.target.value as NotificationRegion,
            templateKey: '',
            category: 'all',
            ...fresh,
          })
        }
      >
        {NOTIFICATION_REGIONS.map((region) => (
          <MenuItem key={region} value={region}>
            {t(REGION_KEYS[region])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('editor.category')}
        value={draft.category}
        onChange={(event) => onChange({ category: event.target.value as NotificationCategory })}
      >
        {NOTIFICATION_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {t(CATEGORY_KEYS[category])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        required
        label={t('editor.template')}
        value={templates.some((template) => template.key === draft.templateKey) ? draft.templateKey : ''}
        onChange={(event) => onChange({ templateKey: event.target.value, ...fresh })}
        error={Boolean(error)}
        helperText={error}
        sx={{ gridColumn: '1 / -1', minWidth: 0 }}
      >
        {templates.map((template) => (
          <MenuItem key={template.key} value={template.key}>
            {template.label} — {template.title}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
