import { isPermitted } from '@hubline/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../lib/crm/catalog';
import { Link as RouterLink, useParams } from 'react-router';
import { useCrmReference } from '../../../lib/crm/use-crm-reference';
import { useSession } from '../../../lib/session';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { ToNotFound } from '../../../ui/to-not-found';
import { useList } from '../api/get-list';
import { ContactDrawer } from '../components/contact-drawer';
import { ListConditionsCard } from '../components/list-conditions-card';
import { LIST_KIND_KEYS } from '../components/list-kind-chip';
import { ListMembersCard } from '../components/list-members-card';
import { listsPath } from '../paths';

/** One list: its size, a filter list's conditions, and its members. */
export function ListPage() {
  const { t } = useTranslation('crm');
  const { hubId = '', id = '' } = useParams();
  const list = useList(hubId, id);
  const reference = useCrmReference(hubId);
  // Lists need the broadcasts flag; reading a contact needs the inbox flag.
  const canOpen = isPermitted(useSession(), 'permissionInbox');
  const [openId, setOpenId] = useState<string | null>(null);

  // An id the hub has no list for is an unknown address, not a failure to try again.
  if (list.isError && list.error.status === 404) return <ToNotFound />;
  return (
    <>
      <Button
        component={RouterLink}
        to={listsPath(hubId)}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1, ml: -1 }}
      >
        {t('list.back')}
      </Button>
      {list.isPending && <PageSkeleton shape="detail" />}
      {list.isError && <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.isSuccess && (
        <>
          <PageHeader
            title={list.data.name}
            subtitle={t('list.summary', { kind: t(LIST_KIND_KEYS[list.data.kind]), count: list.data.size })}
          />
          {list.data.kind === 'filter' && reference.query.isSuccess && (
            // A saved change answers the new list: the editor starts again from it.
            <ListConditionsCard
              key={JSON.stringify(list.data.filters)}
              list={list.data}
              properties={reference.properties}
              owners={reference.owners}
            />
          )}
          <ListMembersCard
            list={list.data}
            properties={reference.properties}
            owners={reference.owners}
            onOpen={canOpen ? setOpenId : undefined}
          />
        </>
      )}
      {openId && (
        <ContactDrawer
          contactId={openId}
          properties={reference.properties}
          owners={reference.owners}
          onClose={() => setOpenId(null)}
        />
      )}
    </>
  );
}
