import { IMAGEMAP_AREA_NAMES, type ImagemapArea } from '@hubline/contract';
import { FormControlLabel, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  index: number;
  area: ImagemapArea;
  onChange: (area: ImagemapArea) => void;
  /** The server's refusal of this area's link or text on the last save. */
  error?: string;
}

/** What one area does: open a link (tracked when a broadcast sends it) or send a message as the friend. */
export function AreaActionFields({ index, area, onChange, error }: Props) {
  const { t } = useTranslation('imagemaps');
  const name = IMAGEMAP_AREA_NAMES[index] ?? '';
  return (
    <Paper variant="outlined" component="section" aria-label={t('area.title', { name })} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="subtitle2">{t('area.title', { name })}</Typography>
        <RadioGroup
          row
          value={area.type}
          onChange={(event) =>
            onChange(
              event.target.value === 'uri' ? { type: 'uri', linkUri: '' } : { type: 'message', text: '' },
            )
          }
        >
          <FormControlLabel value="uri" control={<Radio />} label={t('area.link')} />
          <FormControlLabel value="message" control={<Radio />} label={t('area.message')} />
        </RadioGroup>
        {area.type === 'uri' ? (
          <TextField
            label={t('area.linkUri', { name })}
            placeholder="https://"
            value={area.linkUri}
            onChange={(event) => onChange({ type: 'uri', linkUri: event.target.value })}
            error={!!error}
            helperText={error}
            fullWidth
          />
        ) : (
          <TextField
            label={t('area.text', { name })}
            value={area.text}
            onChange={(event) => onChange({ type: 'message', text: event.target.value })}
            error={!!error}
            helperText={error}
            fullWidth
          />
        )}
      </Stack>
    </Paper>
  );
}
