import { type RichVideo, VIDEO_LINK_LABEL_MAX } from '@hubline/contract';
import { Box, Card, CardContent, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useUploadImagemapImage } from '../../../lib/api/imagemaps';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { EditorHeader } from '../../../ui/editor-header';
import { modelChatMessage } from '../../../ui/line-messages/model-message';
import { PhonePreview } from '../../../ui/line-messages/phone-preview';
import { UploadButton } from '../../../ui/upload-button';
import { useSaveVideo } from '../api/videos';
import { videoPath, videosPath } from '../paths';
import { inputOf, previewLineMessage, type VideoDraft } from '../rules/draft';
import { VideoSourceFields } from './video-source-fields';

/**
 * The rich video editor: the video (uploaded or at a URL), the preview image LINE shows before it
 * plays (an image map image, 1040 wide), the alt text, and the link label and URL shown when it
 * ends; the phone beside shows it as the friend will see it.
 */
export function VideoEditor({ initial, video }: { initial: VideoDraft; video?: RichVideo }) {
  const { t } = useTranslation('videos');
  const { hubId = '' } = useParams();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const save = useSaveVideo(hubId);
  const image = useUploadImagemapImage(hubId);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const change = (patch: Partial<VideoDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const text = (key: keyof VideoDraft & string, label: string, help?: string, required = true) => (
    <TextField
      label={label}
      value={draft[key] as string}
      onChange={(event) => change({ [key]: event.target.value })}
      error={!!fields[key]}
      helperText={fields[key] ?? help}
      required={required}
      fullWidth
    />
  );
  const preview = previewLineMessage(draft);

  const onSave = () =>
    save.mutate(
      { input: inputOf(draft), id: video?.id },
      {
        onSuccess: (saved) => {
          showToast('success', saved.msg);
          if (!video) navigate(videoPath(hubId, saved.id), { replace: true });
        },
      },
    );

  return (
    <>
      <EditorHeader
        back={{ to: videosPath(hubId), label: t('editor.back') }}
        title={video ? t('editor.editTitle') : t('editor.createTitle')}
        subtitle={video?.name}
        save={{ label: t('editor.save'), onSave, pending: save.isPending, error: save.error }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 340px)' },
          alignItems: 'start',
        }}
      >
        <Card>
          <CardContent>
            <Stack spacing={2.5}>
              {text('name', t('field.name'))}
              <VideoSourceFields
                draft={draft}
                change={change}
                error={fields.video ?? fields['video.url'] ?? fields['video.name']}
              />
              <UploadButton
                label={draft.image ? t('image.replace') : t('image.upload')}
                fileLabel={t('image.file')}
                accept="image/png,image/jpeg"
                rules={t('image.rules')}
                pending={image.isPending}
                error={image.isError ? image.error.message : fields.imageId}
                onFile={(file) =>
                  image.mutate(file, { onSuccess: (saved) => change({ image: saved.image }) })
                }
              />
              {text('altText', t('field.altText'), t('field.altTextHelp'))}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {text(
                  'linkLabel',
                  t('field.linkLabel'),
                  t('field.linkLabelHelp', { count: draft.linkLabel.length, max: VIDEO_LINK_LABEL_MAX }),
                )}
                {text('linkUrl', t('field.linkUrl'))}
              </Stack>
              {text('trackingId', t('field.trackingId'), t('field.trackingIdHelp'), false)}
            </Stack>
          </CardContent>
        </Card>
        <PhonePreview
          accountName=""
          messages={
            preview ? [modelChatMessage({ type: 'richVideo', videoId: 'draft' }, 0, () => preview)] : []
          }
          labels={{ title: t('preview.title'), account: t('preview.account'), caption: t('preview.caption') }}
        />
      </Box>
    </>
  );
}
