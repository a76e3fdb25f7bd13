import { colourSchema } from '@hubline/contract';
import { Box, InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A #RRGGBB colour, typed or picked; refused inline while it is not one (messaging.md §9 Carousel). */
export function ColourField({
  label,
  value,
  onChange,
  serverError,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  serverError?: string;
}) {
  const { t } = useTranslation('server');
  const { t: tc } = useTranslation('carousels');
  const valid = colourSchema.safeParse(value).success;
  const error = valid ? serverError : t('carousel.error.colour');
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error}
      size="small"
      slotProps={{
        htmlInput: { spellCheck: false, maxLength: 7 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={tc('card.pickColour', { name: label })}
                value={valid ? value : '#000000'}
                onChange={(event) => onChange(event.target.value.toUpperCase())}
                sx={{ width: 28, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
