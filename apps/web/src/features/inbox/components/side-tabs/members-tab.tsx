import { Box, Chip, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/language';
import { contactName } from '../../../../lib/crm/format';
import { useCompanyMembers } from './api/company';
import { RecordsView } from './records-view';

/** The group's members (the company's contacts) with the roles they hold. */
export function MembersTab({ hubId, companyId }: { hubId: string; companyId: string }) {
  const { t } = useTranslation('inboxTabs');
  const members = useCompanyMembers(hubId, companyId);
  const lang = useLanguage();
  return (
    <RecordsView query={members} empty={t('members.empty')}>
      {(member) => (
        <ListItem key={member.contactId} disableGutters sx={{ display: 'block', py: 1.5 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {contactName(member, lang) ?? t('members.noName')}
          </Typography>
          {member.email && contactName(member, lang) !== member.email && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {member.email}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {member.roleLabels.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('members.noRole')}
              </Typography>
            ) : (
              member.roleLabels.map((label) => <Chip key={label} size="small" label={label} />)
            )}
          </Box>
        </ListItem>
      )}
    </RecordsView>
  );
}
