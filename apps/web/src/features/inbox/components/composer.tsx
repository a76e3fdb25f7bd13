import {
  CHAT_FILE_MAX_BYTES,
  CHAT_TEXT_MAX_LENGTH,
  type ComposerState,
  FREE_PLAN_MONTHLY_CHAT_MESSAGES,
  type QuickReplyPick,
} from '@hubline/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import QuickreplyOutlinedIcon from '@mui/icons-material/QuickreplyOutlined';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Chip, FormControlLabel, IconButton, Switch, TextField } from '@mui/material';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast';
import { useSendMessage } from '../api/send-message';
import { ComposerStatus } from './composer-status';
import { QuickReplyPicker } from './quick-reply-picker';
import { type Refusal, SendRefusalDialog } from './send-refusal-dialog';

const REFUSALS: Record<string, Refusal> = {
  'chat.error.noSeat': 'noSeat',
  'chat.error.freePlanLimit': 'freePlanLimit',
};

interface Props {
  hubId: string;
  seq: number;
  vid: string;
  composer: ComposerState;
  showSenderName: boolean;
  /** After a send succeeds (the message is already in the chat's newest page). */
  onSent?: () => void;
}

/**
 * The message box: text or a file, "show my name", Ctrl/Cmd+Enter sends (core.md §9); a quick
 * reply (button or Ctrl/Cmd+/) goes in at the caret with the contact's tokens filled, to edit before sending.
 */
export function Composer({ hubId, seq, vid, composer, showSenderName, onSent }: Props) {
  const { t } = useTranslation('inbox');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [showName, setShowName] = useState(showSenderName);
  const [refusal, setRefusal] = useState<{ kind: Refusal; message: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textBox = useRef<HTMLTextAreaElement>(null);
  const [picking, setPicking] = useState(false);
  const send = useSendMessage(hubId, seq, vid);
  const blocked = composer.blockedBy !== null;
  const canSend = !blocked && !send.isPending && (text.trim().length > 0 || file !== null);

  const submit = () => {
    if (!canSend) return;
    send.mutate(
      { text: text.trim(), file, showSenderName: showName },
      {
        onSuccess: () => {
          setText('');
          setFile(null);
          onSent?.();
        },
        onError: (error) => {
          const kind = REFUSALS[error.code];
          if (kind) setRefusal({ kind, message: error.message });
          else showToast('error', error.message);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
    if (event.key === '/' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      setPicking(true);
    }
  };

  /** The text, filled for the contact by the server, goes where the caret was (replacing a selection). */
  const insertQuickReply = ({ text: filled }: QuickReplyPick) => {
    setPicking(false);
    const box = textBox.current;
    const at = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? at;
    const next = (text.slice(0, at) + filled + text.slice(end)).slice(0, CHAT_TEXT_MAX_LENGTH);
    setText(next);
    const caret = Math.min(at + filled.length, next.length);
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(caret, caret);
    });
  };

  const pickFile = (picked: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!picked) return;
    // core.md §5: chat file max 30 MB; the server checks the type by content.
    if (picked.size > CHAT_FILE_MAX_BYTES) showToast('error', t('composer.fileTooLarge', { size: 30 }));
    else setFile(picked);
  };

  return (
    <Box
      component="section"
      aria-label={t('composer.label')}
      sx={{ borderTop: 1, borderColor: 'divider', p: 1.5 }}
    >
      {blocked && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t(composer.blockedBy ?? '', { ns: 'server', limit: FREE_PLAN_MONTHLY_CHAT_MESSAGES })}
        </Alert>
      )}
      {file && (
        <Chip
          icon={<AttachFileIcon />}
          label={file.name}
          onDelete={() => setFile(null)}
          sx={{ mb: 1, maxWidth: '100%' }}
        />
      )}
      <TextField
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        value={text}
        disabled={blocked}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        inputRef={textBox}
        label={t('composer.message')}
        placeholder={t('composer.placeholder')}
        slotProps={{ htmlInput: { maxLength: CHAT_TEXT_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <IconButton
          aria-label={t('composer.attach')}
          onClick={() => fileInput.current?.click()}
          disabled={blocked}
          size="small"
        >
          <AttachFileIcon />
        </IconButton>
        <IconButton
          aria-label={t('composer.quickReply')}
          title={t('composer.quickReplyShortcut')}
          onClick={() => setPicking(true)}
          disabled={blocked}
          size="small"
        >
          <QuickreplyOutlinedIcon />
        </IconButton>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="image/*,video/*,audio/*,application/pdf,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv,.zip"
          onChange={(event) => pickFile(event.target.files?.[0])}
        />
        <FormControlLabel
          control={
            <Switch size="small" checked={showName} onChange={(_e, checked) => setShowName(checked)} />
          }
          label={t('composer.showName')}
          slotProps={{ typography: { variant: 'body2' } }}
          sx={{ mr: 'auto' }}
        />
        <Button
          variant="contained"
          endIcon={<SendIcon />}
          onClick={submit}
          disabled={!canSend}
          loading={send.isPending}
        >
          {t('composer.send')}
        </Button>
      </Box>
      <Box sx={{ mt: 0.5, display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <ComposerStatus composer={composer} />
        <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
          {t('composer.shortcut')}
        </Box>
      </Box>
      <QuickReplyPicker
        hubId={hubId}
        seq={seq}
        vid={vid}
        open={picking}
        onClose={() => setPicking(false)}
        onPick={insertQuickReply}
      />
      <SendRefusalDialog
        hubId={hubId}
        refusal={refusal?.kind ?? null}
        message={refusal?.message ?? ''}
        onClose={() => setRefusal(null)}
      />
    </Box>
  );
}
