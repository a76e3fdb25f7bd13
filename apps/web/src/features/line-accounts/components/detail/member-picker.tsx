import type { Member } from '@hubline/contract';
import { Alert, Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMembers } from '../../../../lib/api/members';

interface MemberPickerProps {
  label: string;
  helperText?: string;
  /** User ids. */
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * Several of the hub's members, found by name or email. Ids no longer in the hub show as unknown,
 * to be removed: the server refuses to save anyone who is not an active member.
 */
export function MemberPicker({ label, helperText, value, onChange }: MemberPickerProps) {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '' } = useParams();
  const members = useMembers(hubId);
  const byId = new Map((members.data?.items ?? []).map((member) => [member.userId, member]));
  const selected: Member[] = value.map(
    (userId) => byId.get(userId) ?? { userId, name: t('members.unknown'), email: userId },
  );

  if (members.isError) return <Alert severity="error">{members.error.message}</Alert>;
  return (
    <Autocomplete
      multiple
      loading={members.isPending}
      options={members.data?.items ?? []}
      value={selected}
      onChange={(_event, next) => onChange(next.map((member) => member.userId))}
      isOptionEqualToValue={(option, current) => option.userId === current.userId}
      getOptionLabel={(member) => member.name}
      filterOptions={(options, state) => {
        const query = state.inputValue.trim().toLowerCase();
        return options.filter(
          (member) => member.name.toLowerCase().includes(query) || member.email.toLowerCase().includes(query),
        );
      }}
      noOptionsText={t('members.none')}
      loadingText={t('state.loading', { ns: 'common' })}
      renderOption={({ key, ...props }, member) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{member.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {member.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderValue={(items, getItemProps) =>
        items.map((member, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={member.name} title={member.email} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
