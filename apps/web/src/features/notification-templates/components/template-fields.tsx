import { NOTIFICATION_LIMITS, type NotificationCatalogueTemplate } from '@hubline/contract';
import { FormControlLabel, Radio, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TemplateDraft } from '../rules/template-draft';

interface Props {
  template: NotificationCatalogueTemplate;
  draft: TemplateDraft;
  fields: Readonly<Record<string, string>>;
  onChange: (change: Partial<TemplateDraft>) => void;
}

/** The template's variables (one may be emphasized) and its buttons' URLs, labelled as LINE labels them. */
export function TemplateFields({ template, draft, fields, onChange }: Props) {
  const { t } = useTranslation('notificationTemplates');
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2">{t('editor.variables')}</Typography>
      {template.variables.map((variable) => {
        const emphasized = draft.emphasized === variable.key;
        return (
          <Stack
            key={variable.key}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              label={variable.label}
              value={draft.values[variable.key] ?? ''}
              onChange={(event) =>
                onChange({ values: { ...draft.values, [variable.key]: event.target.value } })
              }
              error={Boolean(fields[`item:${variable.key}`])}
              helperText={
                fields[`item:${variable.key}`] ??
                t('editor.maxLength', {
                  count: emphasized ? NOTIFICATION_LIMITS.emphasizedContent : NOTIFICATION_LIMITS.itemContent,
                })
              }
              sx={{ flex: 1, minWidth: 0, width: '100%' }}
            />
            <FormControlLabel
              control={
                <Radio
                  checked={emphasized}
                  onClick={() => onChange({ emphasized: emphasized ? '' : variable.key })}
                />
              }
              label={t('editor.emphasize')}
              sx={{ whiteSpace: 'nowrap', mt: 1 }}
            />
          </Stack>
        );
      })}
      <Typography variant="subtitle2">{t('editor.buttons')}</Typography>
      {template.buttons.map((button) => (
        <TextField
          key={button.key}
          label={t('editor.buttonUrl', { label: button.label })}
          placeholder="https://"
          value={draft.urls[button.key] ?? ''}
          onChange={(event) => onChange({ urls: { ...draft.urls, [button.key]: event.target.value } })}
          error={Boolean(fields[`button:${button.key}`])}
          helperText={fields[`button:${button.key}`]}
        />
      ))}
    </Stack>
  );
}
