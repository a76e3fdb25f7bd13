import { HUB_ID_PATTERN } from '@hubline/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ToNotFound } from '../../ui/to-not-found';

/** `/{hubId}/…` only when the segment can be a hub id: `/no/such/path` is a 404, not a sign-in prompt. */
export function HubIdRoute({ children }: { children: ReactNode }) {
  const { hubId } = useParams();
  return HUB_ID_PATTERN.test(hubId ?? '') ? children : <ToNotFound />;
}
