import AttachFileIcon from '@mui/icons-material/AttachFile';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageView, TextPart } from './messages-view';

export function TextContent({ parts }: { parts: TextPart[] }) {
  return (
    <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {parts.map((part, i) =>
        'text' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={i}>{part.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <LineEmoji key={i} url={part.emoji.url} alt={part.emoji.alt} />
        ),
      )}
    </Typography>
  );
}

/** A LINE emoji image; where it cannot load, its text stands in. */
function LineEmoji({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span>{alt}</span>;
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      onError={() => setFailed(true)}
      sx={{ width: 20, height: 20, verticalAlign: 'text-bottom', mx: 0.25 }}
    />
  );
}

/** A sticker image; LINE's CDN does not serve every sticker, so a failed load shows a label. */
export function StickerContent({ url }: { url: string }) {
  const { t } = useTranslation('common');
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Typography
        variant="body2"
        sx={{ px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 2.5 }}
      >
        {t('lineMessage.sticker')}
      </Typography>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={t('lineMessage.sticker')}
      onError={() => setFailed(true)}
      sx={{ width: 120, height: 120, objectFit: 'contain', display: 'block' }}
    />
  );
}

type Media = Extract<MessageView, { kind: 'image' | 'video' | 'audio' }>;

export function MediaContent({ view }: { view: Media }) {
  const { t } = useTranslation('common');
  if (view.kind === 'image') {
    return (
      <Link href={view.url} target="_blank" rel="noopener" sx={{ display: 'block' }}>
        <Box
          component="img"
          src={view.previewUrl ?? view.url}
          alt={t('lineMessage.image')}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 280, borderRadius: 1.5 }}
        />
      </Link>
    );
  }
  if (view.kind === 'video') {
    return (
      <Box
        component="video"
        controls
        preload="metadata"
        src={view.url}
        poster={view.previewUrl ?? undefined}
        aria-label={t('lineMessage.video')}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 280, borderRadius: 1.5 }}
      />
    );
  }
  return (
    <Box component="audio" controls preload="metadata" src={view.url} aria-label={t('lineMessage.audio')} />
  );
}

export function FileContent({ view }: { view: Extract<MessageView, { kind: 'file' }> }) {
  const { t } = useTranslation('common');
  const size = view.fileSize === null ? '' : ` (${Math.ceil(view.fileSize / 1024)} KB)`;
  const label = `${view.fileName}${size}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <AttachFileIcon fontSize="small" aria-label={t('lineMessage.file')} />
      {view.url ? (
        <Link
          href={view.url}
          target="_blank"
          rel="noopener"
          download={view.fileName}
          sx={{ wordBreak: 'break-all' }}
        >
          {label}
        </Link>
      ) : (
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {label}
        </Typography>
      )}
    </Box>
  );
}

export function LocationContent({ view }: { view: Extract<MessageView, { kind: 'location' }> }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <PlaceIcon fontSize="small" color="error" />
      <Box sx={{ minWidth: 0 }}>
        {view.title && <Typography variant="subtitle2">{view.title}</Typography>}
        <Typography variant="body2">{view.address}</Typography>
        <Link href={view.mapUrl} target="_blank" rel="noopener" variant="body2">
          {t('lineMessage.openMap')}
        </Link>
      </Box>
    </Box>
  );
}
