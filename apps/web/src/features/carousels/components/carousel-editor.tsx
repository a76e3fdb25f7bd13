import {
  CAROUSEL_CARD_TYPES,
  CAROUSEL_MAX_BUBBLES,
  type Carousel,
  type CarouselCard,
  type CarouselDraft,
} from '@hubline/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import {
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { EditorHeader } from '../../../ui/editor-header';
import { BesidePreview } from '../../../ui/line-messages/beside-preview';
import { PhonePreview } from '../../../ui/line-messages/phone-preview';
import { SectionCard } from '../../../ui/section-card';
import { useSaveCarousel } from '../api/save-carousel';
import { CARD_TYPE_KEYS } from '../labels';
import { carouselPath, carouselsPath } from '../paths';
import { draftToInput, emptyCard, previewMessage } from '../rules/carousel-draft';
import { CardFields } from './card-fields';

/**
 * The card-based message editor (messaging.md §3 Carousel): basics, the cards or the JSON, the
 * closing card, and beside them the phone showing what LINE will show, built as the server builds it.
 */
export function CarouselEditor({ initial, carousel }: { initial: CarouselDraft; carousel?: Carousel }) {
  const { t } = useTranslation('carousels');
  const { hubId = '' } = useParams();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const save = useSaveCarousel(hubId);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const change = (patch: Partial<CarouselDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setCard = (index: number, card: CarouselCard) =>
    change({ cards: draft.cards.map((c, i) => (i === index ? card : c)) });
  const bubbles = draft.cards.length + (draft.closingCard ? 1 : 0);
  const isJson = draft.cardType === 'json';

  const onSave = () =>
    save.mutate(
      { input: draftToInput(draft), id: carousel?.id },
      { onSuccess: (saved) => !carousel && navigate(carouselPath(hubId, saved.id), { replace: true }) },
    );

  return (
    <>
      <EditorHeader
        back={{ to: carouselsPath(hubId), label: t('editor.back') }}
        title={carousel ? t('editor.editTitle') : t('editor.createTitle')}
        subtitle={carousel?.name}
        save={{ label: t('editor.save'), onSave, pending: save.isPending, error: save.error }}
      />
      <BesidePreview
        preview={
          <PhonePreview
            accountName=""
            messages={[previewMessage(draft)]}
            labels={{
              title: t('preview.title'),
              account: t('preview.account'),
              caption: t('preview.caption'),
            }}
          />
        }
      >
        <SectionCard title={t('editor.basics')}>
          <Stack spacing={2}>
            <TextField
              label={t('field.name')}
              required
              value={draft.name}
              onChange={(event) => change({ name: event.target.value })}
              error={!!fields.name}
              helperText={fields.name}
              fullWidth
            />
            <TextField
              label={t('field.altText')}
              required
              value={draft.altText}
              onChange={(event) => change({ altText: event.target.value })}
              error={!!fields.altText}
              helperText={fields.altText ?? t('field.altTextHint')}
              fullWidth
            />
            <TextField
              select
              label={t('field.cardType')}
              value={draft.cardType}
              onChange={(event) => change({ cardType: event.target.value as CarouselDraft['cardType'] })}
              fullWidth
            >
              {CAROUSEL_CARD_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(CARD_TYPE_KEYS[type])}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </SectionCard>
        {isJson ? (
          <SectionCard title={t('editor.json')} description={t('editor.jsonHint')}>
            <TextField
              label={t('field.json')}
              multiline
              minRows={10}
              fullWidth
              value={draft.json}
              onChange={(event) => change({ json: event.target.value })}
              error={!!fields.json}
              helperText={fields.json}
              slotProps={{
                htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace', fontSize: 13 } },
              }}
            />
          </SectionCard>
        ) : (
          <>
            {draft.cards.map((card, index) => (
              <SectionCard
                // biome-ignore lint/suspicious/noArrayIndexKey: cards are edited in place, by their position
                key={index}
                title={t('editor.card', { number: index + 1 })}
              >
                <Box role="group" aria-label={t('editor.card', { number: index + 1 })}>
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -6, mb: 2 }}>
                    <IconButton
                      aria-label={t('editor.removeCard', { number: index + 1 })}
                      disabled={draft.cards.length <= 1}
                      onClick={() => change({ cards: draft.cards.filter((_, i) => i !== index) })}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Box>
                  <CardFields
                    cardType={draft.cardType}
                    card={card}
                    onChange={(next) => setCard(index, next)}
                    errorOf={(path) => fields[`cards.${index}.${path}`]}
                  />
                </Box>
              </SectionCard>
            ))}
            <Stack direction="row" spacing={2} sx={{ mb: 2.5, alignItems: 'center' }}>
              <Button
                variant="outlined"
                startIcon={<AddIcon />}
                disabled={bubbles >= CAROUSEL_MAX_BUBBLES}
                onClick={() => change({ cards: [...draft.cards, emptyCard()] })}
              >
                {t('editor.addCard')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {t('editor.count', { count: bubbles, max: CAROUSEL_MAX_BUBBLES })}
              </Typography>
            </Stack>
            {fields.cards && (
              <FormHelperText error sx={{ mt: -1.5, mb: 2 }}>
                {fields.cards}
              </FormHelperText>
            )}
            <SectionCard title={t('editor.closingCard')} description={t('editor.closingHint')}>
              <FormControlLabel
                control={
                  <Switch
                    checked={!!draft.closingCard}
                    disabled={!draft.closingCard && bubbles >= CAROUSEL_MAX_BUBBLES}
                    onChange={(event) =>
                      change({ closingCard: event.target.checked ? { ...emptyCard(), header: '' } : null })
                    }
                  />
                }
                label={t('editor.useClosingCard')}
                sx={{ mb: draft.closingCard ? 2 : 0 }}
              />
              {draft.closingCard && (
                <CardFields
                  closing
                  cardType={draft.cardType}
                  card={draft.closingCard}
                  onChange={(closingCard) => change({ closingCard })}
                  errorOf={(path) => fields[`closingCard.${path}`]}
                />
              )}
            </SectionCard>
          </>
        )}
      </BesidePreview>
    </>
  );
}
