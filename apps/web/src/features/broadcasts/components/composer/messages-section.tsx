import { BROADCAST_MAX_MESSAGES } from '@hubline/contract';
import AddIcon from '@mui/icons-material/Add';
import { Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../ui/section-card';
import { type Draft, emptyMessage, type MessageDraft } from '../../rules/draft';
import { MessageEditor } from './message-editor';
import type { DraftChange } from './use-draft';

/**
 * Up to three messages, sent in order, and whether links keep their own address (no click
 * tracking); `fields` are the last save's refusals by field (`messages.1.json`).
 */
export function MessagesSection({
  draft,
  change,
  fields = {},
}: {
  draft: Draft;
  change: DraftChange;
  fields?: Record<string, string>;
}) {
  const { t } = useTranslation('broadcastComposer');
  const { messages } = draft;
  const replace = (index: number, message: MessageDraft) =>
    change({ messages: messages.map((current, i) => (i === index ? message : current)) });

  return (
    <SectionCard
      title={t('section.messages')}
      description={t('message.limit', { max: BROADCAST_MAX_MESSAGES })}
    >
      <Stack spacing={2}>
        {messages.map((message, index) => (
          <MessageEditor
            // biome-ignore lint/suspicious/noArrayIndexKey: a message is its position; removal re-keys the rest on purpose
            key={index}
            index={index}
            message={message}
            narrowcast={draft.narrowcast}
            onChange={(next) => replace(index, next)}
            serverError={fields[`messages.${index}.json`] ?? fields[`messages.${index}`]}
            onRemove={
              messages.length > 1
                ? () => change({ messages: messages.filter((_, i) => i !== index) })
                : undefined
            }
          />
        ))}
        {messages.length < BROADCAST_MAX_MESSAGES && (
          <Button
            startIcon={<AddIcon />}
            onClick={() => change({ messages: [...messages, emptyMessage('text')] })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('message.add')}
          </Button>
        )}
        <FormControlLabel
          control={
            <Switch
              checked={draft.nonTracking}
              onChange={(event) => change({ nonTracking: event.target.checked })}
            />
          }
          label={t('field.nonTracking')}
        />
      </Stack>
    </SectionCard>
  );
}
