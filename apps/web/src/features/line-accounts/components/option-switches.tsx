import { LINE_ACCOUNT_OPTIONS, type LineAccountOptions } from '@hubline/contract';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OPTION_KEYS } from '../options';

/** Every account option as a switch with its label and a line of help. */
export function OptionSwitches({
  value,
  onChange,
  disabled,
}: {
  value: LineAccountOptions;
  onChange: (value: LineAccountOptions) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('lineAccounts');
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {LINE_ACCOUNT_OPTIONS.map((option) => (
        <FormControlLabel
          key={option}
          disabled={disabled}
          sx={{ alignItems: 'flex-start', mx: 0, gap: 1.5 }}
          control={
            <Switch
              checked={value[option]}
              onChange={(event) => onChange({ ...value, [option]: event.target.checked })}
              sx={{ mt: -0.5, flexShrink: 0 }}
            />
          }
          label={
            <Box>
              <Typography>{t(OPTION_KEYS[option].label)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(OPTION_KEYS[option].help)}
              </Typography>
            </Box>
          }
        />
      ))}
    </Box>
  );
}
