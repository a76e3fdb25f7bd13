import type { HubspotControl, SandboxControl } from '@hubline/sandbox';
import type { Deps } from '../deps.ts';

/** What the create stepper needs of a sandbox in this process: a new channel's credentials. */
export function sandboxPort(control: SandboxControl): NonNullable<Deps['lineSandbox']> {
  return {
    createChannel: async () => {
      const channel = control.createChannel({ displayName: 'Sandbox OA' });
      return {
        channelId: channel.channelId,
        channelSecret: channel.channelSecret,
        accessToken: channel.accessToken,
      };
    },
  };
}

/** What connecting a hub to the HubSpot sandbox needs: a new portal's token, or its OAuth app. */
export function hubspotSandboxPort(
  url: string,
  control: HubspotControl,
): NonNullable<Deps['hubspotSandbox']> {
  return {
    url,
    createPortal: () => {
      const portal = control.createPortal({ name: 'Hubline sandbox portal', tier: 'professional' });
      return { portalId: String(portal.portalId), accessToken: portal.accessToken };
    },
    oauthApp: control.createOAuthApp({ name: 'Hubline' }),
  };
}
