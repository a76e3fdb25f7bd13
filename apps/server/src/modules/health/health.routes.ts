import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../../core/db/migrate.ts';
import type { Deps } from '../../core/deps.ts';

export const healthRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const response = z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    role: z.string(),
  });
  app.get(
    '/api/health',
    { config: { permission: 'public' }, schema: { response: { 200: response } } },
    async () => {
      await ping(deps.database);
      return { status: 'ok' as const, database: deps.database.kind, role: deps.config.role };
    },
  );
};
