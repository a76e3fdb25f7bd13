import { BROADCAST_MESSAGE_TYPES, type LineMessageType } from '@hubline/contract';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCarousels } from '../../../../lib/api/carousels';
import { useVideos } from '../../../../lib/api/videos';
import { hubPath } from '../../../../lib/paths';
import { FilePickerButton } from '../../../../ui/file-picker/file-picker-button';
import { emptyMessage, type MessageDraft } from '../../rules/draft';
import { ImagemapField } from './imagemap-field';
import { JsonField } from './json-field';
import { LibraryPicker } from './library-picker';
import { OptionSelect } from './option-select';
import { TextMessageField } from './text-message-field';

export const MESSAGE_TYPE_KEYS: Record<LineMessageType, string> = {
  text: 'messageType.text',
  sticker: 'messageType.sticker',
  image: 'messageType.image',
  video: 'messageType.video',
  flex: 'messageType.flex',
  json: 'messageType.json',
  imagemap: 'messageType.imagemap',
  richVideo: 'messageType.richVideo',
  carousel: 'messageType.carousel',
  notificationTemplate: 'messageType.notificationTemplate',
};

interface Props {
  index: number;
  message: MessageDraft;
  narrowcast: boolean;
  onChange: (message: MessageDraft) => void;
  onRemove?: () => void;
  /** What the server (LINE, for a JSON message) said of this message on the last save. */
  serverError?: string;
}

/** One of up to three messages: its type, then that type's fields. */
export function MessageEditor({ index, message, narrowcast, onChange, onRemove, serverError }: Props) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '' } = useParams();
  const carousels = useCarousels(hubId, message.type === 'carousel');
  const videos = useVideos(hubId, message.type === 'richVideo');
  const title = t('message.title', { number: index + 1 });
  const field = (label: string, key: string, value: string) => (
    <TextField
      label={label}
      fullWidth
      value={value}
      onChange={(event) => onChange({ ...message, [key]: event.target.value } as MessageDraft)}
    />
  );

  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography variant="subtitle1" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <OptionSelect
          size="small"
          label={t('message.type')}
          // A saved message of a type the composer does not offer yet keeps its type.
          options={[...new Set<LineMessageType>([...BROADCAST_MESSAGE_TYPES, message.type])]}
          labelOf={(type) => t(MESSAGE_TYPE_KEYS[type])}
          value={message.type}
          onChange={(type) => onChange(emptyMessage(type))}
          sx={{ width: 180, flexShrink: 0 }}
        />
        {onRemove && (
          <Tooltip title={t('message.remove')}>
            <IconButton aria-label={t('message.remove')} onClick={onRemove}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Stack spacing={2}>
        {message.type === 'text' && (
          <TextMessageField
            label={t('message.text')}
            text={message.text}
            narrowcast={narrowcast}
            onChange={(text) => onChange({ ...message, text })}
          />
        )}
        {message.type === 'sticker' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field(t('message.packageId'), 'packageId', message.packageId)}
            {field(t('message.stickerId'), 'stickerId', message.stickerId)}
          </Stack>
        )}
        {(message.type === 'image' || message.type === 'video') && (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              {field(t('message.contentUrl'), 'originalContentUrl', message.originalContentUrl)}
              <FilePickerButton
                accept={message.type}
                onPick={(file) =>
                  onChange({
                    ...message,
                    originalContentUrl: file.url,
                    // An image is its own preview; a video's preview is an image chosen below.
                    previewImageUrl: message.type === 'image' ? file.url : message.previewImageUrl,
                  })
                }
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              {field(t('message.previewUrl'), 'previewImageUrl', message.previewImageUrl)}
              <FilePickerButton
                accept="image"
                onPick={(file) => onChange({ ...message, previewImageUrl: file.url })}
              />
            </Stack>
          </>
        )}
        {message.type === 'flex' && (
          <>
            {field(t('message.altText'), 'altText', message.altText)}
            <JsonField
              label={t('message.flexContents')}
              value={message.contents}
              onChange={(contents) => onChange({ ...message, contents })}
            />
          </>
        )}
        {message.type === 'imagemap' && (
          <ImagemapField
            value={message.imagemapId}
            onChange={(imagemapId) => onChange({ type: 'imagemap', imagemapId })}
            serverError={serverError}
          />
        )}
        {message.type === 'carousel' && (
          <LibraryPicker
            label={t('message.carousel')}
            items={carousels}
            noneKey="message.noCarousels"
            createPath={hubPath(hubId, 'line/carousels/create')}
            value={message.carouselId}
            onChange={(carouselId) => onChange({ ...message, carouselId })}
            serverError={serverError}
          />
        )}
        {message.type === 'richVideo' && (
          <LibraryPicker
            label={t('message.richVideo')}
            items={videos}
            noneKey="message.noRichVideos"
            createPath={hubPath(hubId, 'line/videos/create')}
            value={message.videoId}
            onChange={(videoId) => onChange({ ...message, videoId })}
            serverError={serverError}
          />
        )}
        {message.type === 'json' && (
          <JsonField
            label={t('message.json')}
            value={message.json}
            onChange={(json) => onChange({ ...message, json })}
            serverError={serverError}
          />
        )}
      </Stack>
    </Paper>
  );
}
