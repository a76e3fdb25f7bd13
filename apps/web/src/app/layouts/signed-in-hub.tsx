import type { ReactNode } from 'react';
import { HubGuard } from './hub-guard';
import { SignedIn } from './signed-in';

/** A signed-in session on the URL's hub: what a screen outside the main layout (the chat link) needs. */
export function SignedInHub({ hubId, children }: { hubId: string; children: ReactNode }) {
  return (
    <SignedIn>
      <HubGuard hubId={hubId}>{children}</HubGuard>
    </SignedIn>
  );
}
