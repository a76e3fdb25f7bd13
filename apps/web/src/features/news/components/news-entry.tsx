import type { NewsItem } from '@hubline/contract';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, ButtonBase, Chip, Collapse, Divider, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/format';

/** One update: title and date; opening it shows the text (plain text only). */
export function NewsEntry({ item }: { item: NewsItem }) {
  const { t } = useTranslation('news');
  const format = useFormatDate();
  const [open, setOpen] = useState(false);

  return (
    <>
      <ButtonBase
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        sx={{
          display: 'flex',
          width: '100%',
          textAlign: 'left',
          alignItems: 'flex-start',
          gap: 1.5,
          px: 2.5,
          py: 1.75,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.25 }}>
            <Typography variant="caption" color="text.secondary">
              {format.date(item.date)}
            </Typography>
            {!item.read && (
              <Chip label={t('item.unread')} color="primary" size="small" sx={{ height: 18, fontSize: 11 }} />
            )}
          </Box>
          <Typography sx={{ fontWeight: item.read ? 500 : 700 }}>{item.title}</Typography>
        </Box>
        <ExpandMoreIcon
          sx={{
            mt: 1,
            color: 'text.secondary',
            transform: open ? 'rotate(180deg)' : 'none',
            transition: 'transform .2s',
          }}
        />
      </ButtonBase>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ px: 2.5, pb: 2 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.content}
          </Typography>
          {item.link && (
            <Link
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1.5 }}
            >
              {t('item.readMore')}
              <OpenInNewIcon sx={{ fontSize: 16 }} />
            </Link>
          )}
        </Box>
      </Collapse>
      <Divider />
    </>
  );
}
