import {
  CAROUSEL_BUTTON_STYLES,
  CAROUSEL_MAX_ACTIONS,
  type CarouselCard,
  type CarouselCardType,
} from '@hubline/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, FormHelperText, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BUTTON_STYLE_KEYS, CARD_TEXT_KEYS } from '../labels';
import { ActionFields } from './action-fields';
import { ColourField } from './colour-field';
import { ImageUrlField } from './image-url-field';

/**
 * One card's fields (messaging.md §3 Carousel). The closing card shows only its image, header and
 * actions; a buttons card has no image. `errorOf` reads the server's message of a field under the card.
 */
export function CardFields({
  cardType,
  card,
  onChange,
  errorOf,
  closing = false,
}: {
  cardType: CarouselCardType;
  card: CarouselCard;
  onChange: (card: CarouselCard) => void;
  errorOf: (path: string) => string | undefined;
  closing?: boolean;
}) {
  const { t } = useTranslation('carousels');
  const set = (patch: Partial<CarouselCard>) => onChange({ ...card, ...patch });
  const text = (key: 'bannerText' | 'header' | 'description', max: number, multiline = false) => (
    <TextField
      label={t(CARD_TEXT_KEYS[key])}
      value={card[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      error={!!errorOf(key)}
      helperText={errorOf(key) ?? `${card[key].length} / ${max}`}
      slotProps={{ htmlInput: { maxLength: max } }}
      multiline={multiline}
      size="small"
      fullWidth
    />
  );
  return (
    <Stack spacing={2}>
      {!closing && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {text('bannerText', 20)}
          <ColourField
            label={t('card.bannerColour')}
            value={card.bannerColour}
            onChange={(bannerColour) => set({ bannerColour })}
            serverError={errorOf('bannerColour')}
          />
        </Stack>
      )}
      {(closing || cardType !== 'buttons') && (
        <ImageUrlField
          cardType={closing ? 'buttons' : cardType}
          value={card.imageUrl}
          onChange={(imageUrl) => set({ imageUrl })}
          serverError={errorOf('imageUrl')}
        />
      )}
      {text('header', 40)}
      {!closing && text('description', 120, true)}
      <Box>
        <Stack spacing={1.5}>
          {card.actions.map((action, index) => (
            <ActionFields
              // biome-ignore lint/suspicious/noArrayIndexKey: a card's two actions are edited in place
              key={index}
              number={index + 1}
              action={action}
              onChange={(next) => set({ actions: card.actions.map((a, i) => (i === index ? next : a)) })}
              onRemove={() => set({ actions: card.actions.filter((_, i) => i !== index) })}
              errors={{ label: errorOf(`actions.${index}.label`), value: errorOf(`actions.${index}.value`) }}
            />
          ))}
        </Stack>
        {errorOf('actions') && <FormHelperText error>{errorOf('actions')}</FormHelperText>}
        <Button
          startIcon={<AddIcon />}
          size="small"
          sx={{ mt: 1 }}
          disabled={card.actions.length >= CAROUSEL_MAX_ACTIONS}
          onClick={() => set({ actions: [...card.actions, { label: '', type: 'uri', value: '' }] })}
        >
          {t('action.add', { max: CAROUSEL_MAX_ACTIONS })}
        </Button>
      </Box>
      {!closing && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            select
            label={t('card.buttonStyle')}
            value={card.buttonStyle}
            onChange={(event) => set({ buttonStyle: event.target.value as CarouselCard['buttonStyle'] })}
            size="small"
            sx={{ minWidth: 160 }}
          >
            {CAROUSEL_BUTTON_STYLES.map((style) => (
              <MenuItem key={style} value={style}>
                {t(BUTTON_STYLE_KEYS[style])}
              </MenuItem>
            ))}
          </TextField>
          <ColourField
            label={t('card.buttonColour')}
            value={card.buttonColour}
            onChange={(buttonColour) => set({ buttonColour })}
            serverError={errorOf('buttonColour')}
          />
        </Stack>
      )}
    </Stack>
  );
}
