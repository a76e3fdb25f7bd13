import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showToast } from '../../../lib/toast';
import { getCrmConnectionQueryOptions } from '../api/get-crm-connection';
import { readOAuthReturn, withoutOAuthReturn } from './oauth-return';

/**
 * Back from "Connect with HubSpot": the outcome the server's callback put in the address is read
 * once and taken out of it (a reload or a shared link must not tell it again). Success is a toast
 * naming the portal; a failure's message, from the server catalogue, is answered until dismissed.
 */
export function useOAuthReturn(hubId: string) {
  const { t } = useTranslation('crmConnection');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [outcome] = useState(() => readOAuthReturn(params));
  const [dismissed, setDismissed] = useState(false);
  const told = useRef(false);

  // Once: setParams changes with the address it replaces, and the toast must not come twice.
  useEffect(() => {
    if (!outcome || told.current) return;
    told.current = true;
    setParams(withoutOAuthReturn, { replace: true });
    if (outcome.outcome !== 'connected') return;
    // The card reads the same connection: this waits for its answer (a failure shows on the card).
    void queryClient.fetchQuery(getCrmConnectionQueryOptions(hubId)).then(
      ({ portalId }) =>
        showToast('success', t('crm.hubspotConnected', { ns: 'server', portalId: portalId ?? '' })),
      () => undefined,
    );
  }, [outcome, setParams, queryClient, hubId, t]);

  const error = outcome?.outcome === 'error' && !dismissed ? t(outcome.code, { ns: 'server' }) : null;
  return { error, dismiss: () => setDismissed(true) };
}
