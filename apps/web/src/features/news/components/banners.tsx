import { Alert, Box, Link } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../api/get-banners';

const DISMISSED_KEY = 'hubline.dismissedBanners';

function readDismissed(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The hub's notices under the top bar; a dismissed one stays hidden for this browser session. */
export function Banners({ hubId }: { hubId: string }) {
  const { t } = useTranslation('banner');
  const banners = useBanners(hubId);
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = (banners.data?.banners ?? []).filter((banner) => !dismissed.includes(banner.id));
  if (shown.length === 0) return null;

  const dismiss = (id: string) => {
    const next = [...dismissed, id];
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    setDismissed(next);
  };

  return (
    <Box sx={{ display: 'grid' }}>
      {shown.map((banner) => (
        <Alert
          key={banner.id}
          severity={banner.level}
          onClose={() => dismiss(banner.id)}
          closeText={t('banner.dismiss')}
          sx={{ borderRadius: 0, borderBottom: 1, borderColor: 'divider', justifyContent: 'center' }}
        >
          {banner.text}
          {banner.link && (
            <Link
              href={banner.link}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ ml: 1, fontWeight: 600, color: 'inherit' }}
            >
              {t('banner.link')}
            </Link>
          )}
        </Alert>
      ))}
    </Box>
  );
}
