import type { AssociationLabel, CompanyMember } from '@hubline/contract';
import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Chip, ListItem, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/language';
import { contactName } from '../../../../lib/crm/format';
import { useAssociationLabels, useChangeRole, useCompanyMembers } from './api/company';
import { assignableRoles } from './assignable-roles';
import { RecordsView } from './records-view';

/** Gives a company member a role from the association labels, or takes one away (core.md §6). */
export function RolesTab({ hubId, companyId }: { hubId: string; companyId: string }) {
  const { t } = useTranslation('inboxTabs');
  const members = useCompanyMembers(hubId, companyId);
  const labels = useAssociationLabels(hubId);
  return (
    <RecordsView query={members} empty={t('members.empty')}>
      {(member) => (
        <RoleRow
          key={member.contactId}
          hubId={hubId}
          companyId={companyId}
          member={member}
          labels={labels.data?.items ?? []}
        />
      )}
    </RecordsView>
  );
}

interface RoleRowProps {
  hubId: string;
  companyId: string;
  member: CompanyMember;
  labels: readonly AssociationLabel[];
}

function RoleRow({ hubId, companyId, member, labels }: RoleRowProps) {
  const { t } = useTranslation('inboxTabs');
  const change = useChangeRole(hubId, companyId);
  const name = contactName(member, useLanguage()) ?? t('members.noName');
  const choices = assignableRoles(labels, member.roleLabels);
  const { contactId } = member;
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 1.5 }}>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere', mb: 1 }}>{name}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
        {member.roleLabels.map((roleLabel) => (
          <Chip
            key={roleLabel}
            size="small"
            label={roleLabel}
            disabled={change.isPending}
            onDelete={() => change.mutate({ contactId, roleLabel, assign: false })}
            deleteIcon={
              <CancelIcon role="button" aria-label={t('roles.remove', { role: roleLabel, name })} />
            }
          />
        ))}
      </Box>
      <TextField
        select
        size="small"
        fullWidth
        label={t('roles.assign', { name })}
        value=""
        disabled={choices.length === 0 || change.isPending}
        onChange={(event) => change.mutate({ contactId, roleLabel: event.target.value, assign: true })}
      >
        {choices.map((roleLabel) => (
          <MenuItem key={roleLabel} value={roleLabel}>
            {roleLabel}
          </MenuItem>
        ))}
      </TextField>
    </ListItem>
  );
}
