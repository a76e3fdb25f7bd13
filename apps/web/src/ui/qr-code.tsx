import { Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';

/** A PNG data URL of `value` as a QR code; the qrcode library is loaded only when one is needed. */
export async function qrDataUrl(value: string, size: number): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M' });
}

/** Renders `value` as a QR code. */
export function QrCode({ value, label, size = 184 }: { value: string; label: string; size?: number }) {
  const image = useQuery({
    queryKey: ['qr-code', value, size],
    queryFn: () => qrDataUrl(value, size),
    staleTime: Infinity,
    gcTime: 0,
    meta: { silentError: true },
  });
  return (
    <Box
      sx={{
        width: size,
        height: size,
        display: 'grid',
        placeItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
        flexShrink: 0,
      }}
    >
      {image.data ? (
        <img src={image.data} alt={label} width={size} height={size} />
      ) : (
        <CircularProgress size={24} />
      )}
    </Box>
  );
}
