import { type CrmConnection, isPermitted } from '@hubline/contract';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Card } from '@mui/material';
import { useTranslation } from 'react-i18next';
import '../catalog';
import { Link as RouterLink } from 'react-router';
import { hubPath } from '../../../../lib/paths';
import { useSession } from '../../../../lib/session';
import { EmptyState } from '../../../../ui/empty-state';
import { PageHeader } from '../../../../ui/page-header';

/** A portal's contacts in HubSpot's own app (the sandbox has no such screens). */
const hubspotContactsUrl = (portalId: string) =>
  `https://app.hubspot.com/contacts/${encodeURIComponent(portalId)}`;

/** What the built-in CRM's screens show while the hub uses HubSpot: where its contacts are now. */
export function HubspotCrmNotice({ title, connection }: { title: string; connection: CrmConnection }) {
  const { t } = useTranslation('crmConnection');
  const session = useSession();
  const { portalId } = connection;
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <EmptyState
          icon={<HubOutlinedIcon />}
          title={t('notice.title')}
          text={t('notice.text', { portalId: portalId ?? '' })}
          action={
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
              {connection.platform === 'hubspot' && portalId && (
                <Button
                  variant="contained"
                  endIcon={<OpenInNewIcon />}
                  href={hubspotContactsUrl(portalId)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('notice.openHubspot')}
                </Button>
              )}
              {isPermitted(session, 'permissionAccount') && (
                <Button variant="outlined" component={RouterLink} to={hubPath(session.hubId, 'account')}>
                  {t('notice.settings')}
                </Button>
              )}
            </Box>
          }
        />
      </Card>
    </>
  );
}
