import { Box, TextField, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contactTokens, insertAt, tokenOf } from '../../rules/contact-tokens';
import { TokenInserter } from './token-inserter';

interface Props {
  label: string;
  text: string;
  narrowcast: boolean;
  onChange: (text: string) => void;
}

/**
 * A text message with the token inserter; tokens make it personal, which a narrowcast cannot carry:
 * the field says so in the server's own words before a save is refused with them.
 */
export function TextMessageField({ label, text, narrowcast, onChange }: Props) {
  const { t } = useTranslation('broadcastComposer');
  const input = useRef<HTMLTextAreaElement>(null);
  const tokens = contactTokens(text);
  const refused = narrowcast && tokens.length > 0;

  const insert = (token: string) => {
    const next = insertAt(text, input.current?.selectionStart ?? text.length, token);
    onChange(next.text);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Box>
      <TextField
        label={label}
        multiline
        minRows={3}
        fullWidth
        value={text}
        inputRef={input}
        onChange={(event) => onChange(event.target.value)}
        error={refused}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <TokenInserter onInsert={insert} />
        {tokens.length > 0 && (
          <Typography
            variant="caption"
            color={refused ? 'error' : 'text.secondary'}
            role={refused ? 'alert' : undefined}
          >
            {refused
              ? t('broadcast.error.tokensWithNarrowcast', { ns: 'server', token: tokenOf(tokens[0] ?? '') })
              : t('message.tokens', { tokens: tokens.join(', ') })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
