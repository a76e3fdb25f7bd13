import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrmConnection } from '../../features/crm/api/get-crm-connection';
import { useSession } from '../../lib/session';
import { PageLoader } from '../../ui/page-loader';
import { HubspotCrmNotice } from '../lazy-pages';

/**
 * A screen of the built-in CRM (contacts, lists): while the hub uses HubSpot, it says where the
 * contacts are instead. When the CRM cannot be read, the screen shows and reports its own errors.
 */
export function BuiltinCrmRoute({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const session = useSession();
  const connection = useCrmConnection(session.hubId);
  if (connection.isPending) return <PageLoader />;
  if (connection.data?.provider === 'hubspot')
    return <HubspotCrmNotice title={t(titleKey)} connection={connection.data} />;
  return children;
}
