import type { SandboxControl } from '@hubline/sandbox';
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
