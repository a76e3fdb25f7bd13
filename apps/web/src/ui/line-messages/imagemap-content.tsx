import { Box, Link, Typography } from '@mui/material';
import type { MessageView } from './messages-view';

/**
 * An image map as LINE shows it: its image, or — for a rich video — the video over that image,
 * which plays in place, and the link label LINE shows when it ends.
 */
export function ImagemapContent({ view }: { view: Extract<MessageView, { kind: 'imagemap' }> }) {
  const frame = { width: '100%', aspectRatio: `1 / ${view.ratio}`, display: 'block', borderRadius: 1.5 };
  return (
    <Box sx={{ width: 260, maxWidth: '100%' }}>
      {view.video ? (
        <Box
          component="video"
          controls
          preload="none"
          src={view.video.url}
          poster={view.imageUrl}
          aria-label={view.altText}
          sx={{ ...frame, objectFit: 'cover', bgcolor: 'common.black' }}
        />
      ) : (
        <Box component="img" src={view.imageUrl} alt={view.altText} sx={frame} />
      )}
      {view.video?.link ? (
        <Link href={view.video.link.uri} target="_blank" rel="noopener" variant="caption">
          {view.video.link.label}
        </Link>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {view.altText}
        </Typography>
      )}
    </Box>
  );
}
