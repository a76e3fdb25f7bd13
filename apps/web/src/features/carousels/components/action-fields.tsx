import { CARD_ACTION_TYPES, type CardAction } from '@hubline/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Box, IconButton, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ACTION_TYPE_KEYS } from '../labels';

/** One button of a card: its label, and a link to open or a message the friend sends. */
export function ActionFields({
  number,
  action,
  onChange,
  onRemove,
  errors,
}: {
  number: number;
  action: CardAction;
  onChange: (action: CardAction) => void;
  onRemove: () => void;
  errors: { label?: string; value?: string };
}) {
  const { t } = useTranslation('carousels');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 130px minmax(0, 1.5fr) auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        label={t('action.label', { number })}
        value={action.label}
        onChange={(event) => onChange({ ...action, label: event.target.value })}
        error={!!errors.label}
        helperText={errors.label}
        size="small"
      />
      <TextField
        select
        label={t('action.kind')}
        value={action.type}
        onChange={(event) => onChange({ ...action, type: event.target.value as CardAction['type'] })}
        size="small"
      >
        {CARD_ACTION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(ACTION_TYPE_KEYS[type])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={action.type === 'uri' ? t('action.url', { number }) : t('action.message', { number })}
        value={action.value}
        onChange={(event) => onChange({ ...action, value: event.target.value })}
        error={!!errors.value}
        helperText={errors.value}
        size="small"
      />
      <IconButton aria-label={t('action.remove', { number })} onClick={onRemove}>
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}
