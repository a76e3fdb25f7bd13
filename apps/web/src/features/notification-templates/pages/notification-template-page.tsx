import { catalogueTemplate, notificationTemplateInputSchema } from '@hubline/contract';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../catalog';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../ui/error-state';
import { NotificationCard } from '../../../ui/line-messages/notification-card';
import { PageHeader } from '../../../ui/page-header';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { useSaveTemplate, useTemplate } from '../api/templates';
import { TemplateFields } from '../components/template-fields';
import { TemplatePicker } from '../components/template-picker';
import { TestSendCard } from '../components/test-send-card';
import { templatePath, templatesPath } from '../paths';
import { draftOf, EMPTY_DRAFT, fieldsOf, inputOf, type TemplateDraft } from '../rules/template-draft';

/** /line/notification-templates/create and /{id}: pick a template, fill it, see it as LINE shows it, test it. */
export function NotificationTemplatePage() {
  const { hubId = '', id } = useParams();
  const { t } = useTranslation('notificationTemplates');
  const saved = useTemplate(hubId, id);
  if (id && saved.isPending) return <PageSkeleton shape="form" />;
  if (id && saved.isError)
    return <ErrorState message={saved.error.message} onRetry={() => void saved.refetch()} />;
  const template = saved.data?.templates[0];
  return (
    <>
      <PageHeader
        title={template ? template.name : t('editor.createTitle')}
        subtitle={t('editor.subtitle')}
      />
      <TemplateEditor
        key={template?._id ?? 'new'}
        hubId={hubId}
        id={id}
        initial={template ? draftOf(template) : EMPTY_DRAFT}
      />
      {id && template && <TestSendCard hubId={hubId} id={id} region={template.region} />}
    </>
  );
}

function TemplateEditor({ hubId, id, initial }: { hubId: string; id?: string; initial: TemplateDraft }) {
  const { t } = useTranslation('notificationTemplates');
  const { t: server } = useTranslation('server');
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const save = useSaveTemplate(hubId, id);
  const template = catalogueTemplate(draft.region, draft.templateKey);
  const input = inputOf(draft, template);
  const change = (next: Partial<TemplateDraft>) => setDraft((current) => ({ ...current, ...next }));
  useEffect(() => save.reset, [save.reset]);
  const fields = { ...fieldsOf(input, save.error?.fields ?? {}), ...checked };

  const submit = () => {
    // The contract's own check first (the same the server makes), so refusals show at their fields.
    const parsed = notificationTemplateInputSchema.safeParse(input);
    if (!parsed.success) {
      const byPath = Object.fromEntries(
        parsed.error.issues.map((issue) => [issue.path.join('.'), server(issue.message, { count: 0 })]),
      );
      setChecked(fieldsOf(input, byPath));
      return;
    }
    setChecked({});
    save.mutate(input, {
      onSuccess: (answer) => {
        if (!id && answer.template)
          void navigate(templatePath(hubId, answer.template._id), { replace: true });
      },
    });
  };

  const labelOf = (key: string) => template?.variables.find((variable) => variable.key === key)?.label ?? key;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' },
        gap: 2.5,
        mb: 2.5,
      }}
    >
      <Card>
        <CardContent
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack spacing={2.5}>
            <TextField
              required
              label={t('editor.name')}
              value={draft.name}
              onChange={(event) => change({ name: event.target.value })}
              error={Boolean(fields.name)}
              helperText={fields.name}
            />
            <TemplatePicker draft={draft} error={fields.templateKey} onChange={change} />
            {template ? (
              <>
                <Typography variant="body2" color="text.secondary">
                  {template.description}
                </Typography>
                <TemplateFields template={template} draft={draft} fields={fields} onChange={change} />
              </>
            ) : (
              <Alert severity="info">{t('editor.pickTemplate')}</Alert>
            )}
            {save.error && Object.keys(save.error.fields).length === 0 && (
              <Alert severity="error">{save.error.message}</Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => void navigate(templatesPath(hubId))}>{t('editor.back')}</Button>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {t('editor.save')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('editor.preview')}
        </Typography>
        {template ? (
          <NotificationCard
            label={t('editor.preview')}
            view={{
              title: template.title,
              description: template.description,
              emphasized: input.emphasizedItem
                ? { label: labelOf(input.emphasizedItem.itemKey), content: input.emphasizedItem.content }
                : undefined,
              items: input.items.map((item) => ({ label: labelOf(item.itemKey), content: item.content })),
              buttons: input.buttons.map((button) => ({
                label: template.buttons.find((candidate) => candidate.key === button.buttonKey)?.label ?? '',
                url: button.url,
              })),
            }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('editor.previewEmpty')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
