import type { Broadcast } from '@hubline/contract';
import SendIcon from '@mui/icons-material/Send';
import { Autocomplete, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormatDate } from '../../../../i18n/format';
import { useLineFriends } from '../../../../lib/api/line-friends';
import { useMembers } from '../../../../lib/api/members';
import { ApiError } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { SectionCard } from '../../../../ui/section-card';
import { useDebouncedValue } from '../../../../ui/use-debounced-value';
import { type TestSendRequest, useTestSendBroadcast } from '../../api/test-send-broadcast';
import { OptionSelect } from './option-select';

const TARGET_KINDS = ['lineUserId', 'friend', 'user', 'phone'] as const;
type TargetKind = (typeof TARGET_KINDS)[number];
const KIND_KEYS: Record<TargetKind, string> = {
  lineUserId: 'test.kind.lineUserId',
  friend: 'test.kind.friend',
  user: 'test.kind.user',
  phone: 'test.kind.phone',
};

/** A console user of the hub: the test goes to the LINE user id they keep in their profile. */
function UserPicker({
  value,
  onPick,
  error,
}: {
  value: string;
  onPick: (userId: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '' } = useParams();
  const members = useMembers(hubId).data?.items ?? [];
  return (
    <TextField
      select
      fullWidth
      label={t('test.user')}
      value={members.some((member) => member.userId === value) ? value : ''}
      onChange={(event) => onPick(event.target.value)}
      error={!!error}
      helperText={error ?? t('test.userHelp')}
    >
      {members.map((member) => (
        <MenuItem key={member.userId} value={member.userId}>
          {member.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A friend of the broadcast's account, found by name. */
function FriendPicker({
  accountId,
  onPick,
  error,
}: {
  accountId: string;
  onPick: (vid: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '' } = useParams();
  const [q, setQ] = useState('');
  const query = { q: useDebouncedValue(q, 300), status: 'friends' as const, page: 0, limit: 25 };
  const friends = useLineFriends(hubId, accountId, query);
  return (
    <Autocomplete
      options={friends.data?.items ?? []}
      loading={friends.isFetching}
      getOptionLabel={(friend) => friend.displayName}
      filterOptions={(options) => options}
      onInputChange={(_event, value) => setQ(value)}
      onChange={(_event, friend) => onPick(friend?.id ?? '')}
      renderInput={(params) => (
        <TextField {...params} label={t('test.friend')} error={!!error} helperText={error} />
      )}
    />
  );
}

/** messaging.md §4: a test send must come before sending; the last one is noted here. */
export function TestSendPanel({ broadcast, dirty }: { broadcast: Broadcast; dirty: boolean }) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '' } = useParams();
  const send = useTestSendBroadcast(hubId);
  const format = useFormatDate(useSession().timezone);
  const [kind, setKind] = useState<TargetKind>('lineUserId');
  const [target, setTarget] = useState('');

  const request = (): TestSendRequest['to'] => {
    if (kind === 'phone') return { kind: 'phone', phone: target.trim() };
    // A friend by id: the server fills the contact tokens from that friend's contact.
    if (kind === 'friend') return { kind: 'friend', vid: target };
    if (kind === 'user') return { kind: 'user', userId: target };
    return { kind: 'lineUserId', lineUserId: target.trim() };
  };
  // A field's own message ("must begin with +81") rather than the form's "Some fields are not valid."
  const error =
    send.error instanceof ApiError
      ? (send.error.fields['to.phone'] ?? send.error.fields['to.lineUserId'] ?? send.error.message)
      : undefined;
  // An answer about the last target does not belong under the next one.
  const retarget = (next: string) => {
    send.reset();
    setTarget(next);
  };

  return (
    <SectionCard title={t('section.test')} description={dirty ? t('test.saveFirst') : t('test.help')}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <OptionSelect
            label={t('test.kind')}
            options={TARGET_KINDS}
            labelOf={(option) => t(KIND_KEYS[option])}
            value={kind}
            onChange={(next) => {
              setKind(next);
              retarget('');
            }}
            sx={{ minWidth: 180, width: { sm: 180 } }}
          />
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            {kind === 'friend' && (
              <FriendPicker accountId={broadcast.accountId} onPick={retarget} error={error} />
            )}
            {kind === 'user' && <UserPicker value={target} onPick={retarget} error={error} />}
            {(kind === 'lineUserId' || kind === 'phone') && (
              <TextField
                fullWidth
                label={t(kind === 'phone' ? 'test.phone' : 'test.lineUserId')}
                placeholder={kind === 'phone' ? '+81' : 'U...'}
                value={target}
                onChange={(event) => retarget(event.target.value)}
                error={!!error}
                helperText={error}
              />
            )}
          </Stack>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<SendIcon />}
            disabled={dirty || !target.trim()}
            loading={send.isPending}
            onClick={() => send.mutate({ id: broadcast.id, to: request() })}
          >
            {t('test.send')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {broadcast.testSentAt
              ? t('test.lastSent', { time: format.dateTime(broadcast.testSentAt) })
              : t('test.never')}
          </Typography>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
