import { CONTACT_ACCESS, type LineAccount } from '@hubline/contract';
import { Box, Button, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SectionCard } from '../../../../ui/section-card';
import { useUpdateMobile } from '../../api/update-mobile';
import { sameIds } from '../../format';
import { MemberPicker } from './member-picker';

type ContactAccess = LineAccount['mobileContactAccess'];

const ACCESS_LABEL_KEYS: Record<ContactAccess, string> = {
  everything: 'mobile.everything',
  team: 'mobile.team',
  owned: 'mobile.owned',
};

function isContactAccess(value: string): value is ContactAccess {
  return (CONTACT_ACCESS as readonly string[]).includes(value);
}

/** Which contacts the mobile app shows, and who supervises (sees all contacts, gets push alerts). */
export function MobileTab({ account }: { account: LineAccount }) {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '' } = useParams();
  const update = useUpdateMobile(hubId);
  const [access, setAccess] = useState<ContactAccess>(account.mobileContactAccess);
  const [supervisors, setSupervisors] = useState(account.mobileSupervisors);
  const changed = access !== account.mobileContactAccess || !sameIds(supervisors, account.mobileSupervisors);

  return (
    <SectionCard title={t('mobile.title')} description={t('mobile.text')}>
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 640 }}>
        <Box>
          <FormLabel id="mobile-access-label">{t('mobile.access')}</FormLabel>
          <RadioGroup
            aria-labelledby="mobile-access-label"
            value={access}
            onChange={(_event, value) => {
              if (isContactAccess(value)) setAccess(value);
            }}
          >
            {CONTACT_ACCESS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(ACCESS_LABEL_KEYS[value])}
              />
            ))}
          </RadioGroup>
        </Box>
        <MemberPicker
          label={t('mobile.supervisors')}
          helperText={t('mobile.supervisorsHelp')}
          value={supervisors}
          onChange={setSupervisors}
        />
        <Box>
          <Button
            variant="contained"
            disabled={!changed}
            loading={update.isPending}
            onClick={() =>
              update.mutate({ id: account.id, mobileContactAccess: access, mobileSupervisors: supervisors })
            }
          >
            {t('action.save', { ns: 'common' })}
          </Button>
        </Box>
      </Box>
    </SectionCard>
  );
}
