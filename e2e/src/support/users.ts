/** The demo users the server seeds on its first start (apps/server/src/modules/demo/seed.ts). */
export interface Credentials {
  email: string;
  password: string;
}

export const ADMIN = {
  email: 'admin@example.com',
  password: 'Hubline-demo1',
  name: 'Demo Administrator',
} as const satisfies Credentials & { name: string };

/** Member of "Hubline Demo" only, with the inbox, tags and templates permissions. */
export const AGENT = {
  email: 'agent@example.com',
  password: 'Hubline-agent1',
  name: 'Demo Agent',
} as const satisfies Credentials & { name: string };

export const HUB_NAMES = { demo: 'Hubline Demo', taiwan: 'Hubline Demo Taiwan' } as const;
