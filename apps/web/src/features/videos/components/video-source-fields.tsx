import { Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FilePickerButton } from '../../../ui/file-picker/file-picker-button';
import { UploadButton } from '../../../ui/upload-button';
import { useUploadVideo } from '../api/videos';
import type { VideoDraft } from '../rules/draft';

/** Where the video is: an mp4 uploaded here (≤ 30 MB) or an external https URL (≤ 200 MB, checked on save). */
export function VideoSourceFields({
  draft,
  change,
  error,
}: {
  draft: VideoDraft;
  change: (patch: Partial<VideoDraft>) => void;
  error?: string;
}) {
  const { t } = useTranslation('videos');
  const { hubId = '' } = useParams();
  const upload = useUploadVideo(hubId);
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2">{t('field.video')}</Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={draft.source}
        onChange={(_event, source: VideoDraft['source'] | null) => source && change({ source })}
        aria-label={t('field.video')}
      >
        <ToggleButton value="upload">{t('source.upload')}</ToggleButton>
        <ToggleButton value="external">{t('source.external')}</ToggleButton>
      </ToggleButtonGroup>
      {draft.source === 'upload' ? (
        <>
          <UploadButton
            label={draft.upload ? t('video.replace') : t('video.upload')}
            fileLabel={t('video.file')}
            accept="video/mp4"
            rules={t('video.rules')}
            pending={upload.isPending}
            error={upload.isError ? upload.error.message : error}
            beside={
              // A video of the Files library is the same kind of stored file: it is used by its name.
              <FilePickerButton
                accept="video"
                onPick={(file) =>
                  change({ upload: { name: file.url.split('/').pop() ?? '', url: file.url } })
                }
              />
            }
            onFile={(file) =>
              upload.mutate(file, {
                onSuccess: ({ upload: stored }) => change({ upload: { name: stored.name, url: stored.url } }),
              })
            }
          />
          {draft.upload && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('video.uploaded', { name: draft.upload.name })}
            </Typography>
          )}
        </>
      ) : (
        <TextField
          label={t('field.externalUrl')}
          value={draft.externalUrl}
          onChange={(event) => change({ externalUrl: event.target.value })}
          error={!!error}
          helperText={error ?? t('field.externalUrlHelp')}
          placeholder="https://"
          fullWidth
          required
        />
      )}
    </Stack>
  );
}
