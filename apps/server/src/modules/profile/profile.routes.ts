import {
  accountsResponseSchema,
  avatarResponseSchema,
  hubAccessResponseSchema,
  okSchema,
  profileSchema,
  selectHubRequestSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupResponseSchema,
  updateLangRequestSchema,
  updateNameRequestSchema,
  updateNotificationRequestSchema,
  updateTwoFactorRequestSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setHubCookie, setLangCookie } from '../../core/auth/cookies.ts';
import { requireUser } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { sendStoredFile } from '../../core/files/send-stored-file.ts';
import { AppError } from '../../core/http/errors.ts';
import { RATE_LIMITS } from '../../core/http/rate-limits.ts';
import { translate } from '../../core/i18n/translate.ts';
import { selectSessionHub } from '../auth/index.ts';
import { listUserHubs } from '../hubs/index.ts';
import { getUser, updateUser } from '../users/index.ts';
import { AVATAR_FILE, avatarKey, saveAvatar } from './avatar.ts';
import { buildProfile, hubSummary } from './profile.service.ts';
import { beginEnrolment, setTwoFactor } from './two-factor.service.ts';

const session = { permission: 'session' } as const;
/** Two-factor changes check a code: limited like the sign-in steps. */
const twoFactorStep = { ...session, rateLimit: RATE_LIMITS.signIn };
/** Hub switching must work even where the current hub refuses this address. */
const sessionNoHub = { permission: 'session', hub: 'none' } as const;

export const profileRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  /** The whole user row (the session carries only what every request needs). */
  const currentUser = async (request: FastifyRequest) => {
    const user = await getUser(db, requireUser(request).user.id);
    if (!user) throw new AppError('auth.unauthorized');
    return user;
  };

  app.get(
    '/api/profile',
    { config: session, schema: { response: { 200: profileSchema } } },
    async (request) => {
      const { user, access } = requireUser(request);
      return buildProfile(db, user, access, deps.mailer.kind === 'outbox');
    },
  );

  app.patch(
    '/api/profile/updateName',
    { config: session, schema: { body: updateNameRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      await updateUser(db, requireUser(request).user.id, { name: request.body.name });
      return { msg: translate(request.lang, 'profile.updated') };
    },
  );

  app.patch(
    '/api/profile/updateLang',
    { config: session, schema: { body: updateLangRequestSchema, response: { 200: okSchema } } },
    async (request, reply) => {
      const { lang } = request.body;
      await updateUser(db, requireUser(request).user.id, { lang });
      setLangCookie(request, reply, lang);
      return { msg: translate(lang, 'profile.langUpdated') };
    },
  );

  app.post(
    '/api/profile/updateAvatar',
    { config: session, schema: { response: { 200: avatarResponseSchema } } },
    async (request) => {
      const { user } = requireUser(request);
      const avatar = await saveAvatar(request, deps.files);
      await updateUser(db, user.id, { avatar });
      return { msg: translate(request.lang, 'profile.avatarUpdated'), avatar };
    },
  );

  // Public, as LINE fetches a broadcast sender's icon from it (broadcast-sender.ts): the file name
  // carries a random token, so only those given the URL can read it.
  app.get(
    '/api/profile/avatar/:file',
    {
      config: { permission: 'public' },
      schema: { params: z.object({ file: z.string().regex(AVATAR_FILE) }) },
    },
    (request, reply) =>
      sendStoredFile(reply, deps.files, avatarKey(request.params.file), 'public, max-age=86400'),
  );

  app.post(
    '/api/profile/updateNotificationStatus',
    { config: session, schema: { body: updateNotificationRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      await updateUser(db, requireUser(request).user.id, { notification: request.body.notification });
      return { msg: translate(request.lang, 'profile.notificationUpdated') };
    },
  );

  app.post(
    '/api/profile/twoFactor/setup',
    {
      config: twoFactorStep,
      schema: { body: twoFactorSetupRequestSchema, response: { 200: twoFactorSetupResponseSchema } },
    },
    async (request) => ({
      otpauthUrl: await beginEnrolment(db, await currentUser(request), request.body?.code),
    }),
  );

  app.patch(
    '/api/profile/updateUseTwoFactorAuth',
    { config: twoFactorStep, schema: { body: updateTwoFactorRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      const key = await setTwoFactor(
        db,
        await currentUser(request),
        request.body.useTwoFactorAuth,
        request.body.code,
      );
      return { msg: translate(request.lang, key) };
    },
  );

  app.get(
    '/api/profile/accounts',
    { config: sessionNoHub, schema: { response: { 200: accountsResponseSchema } } },
    async (request) => ({
      accounts: (await listUserHubs(db, requireUser(request).user.id)).map(hubSummary),
    }),
  );

  app.get(
    '/api/profile/accounts/:hubId',
    {
      config: sessionNoHub,
      schema: { params: z.object({ hubId: z.string().max(40) }), response: { 200: hubAccessResponseSchema } },
    },
    async (request) => {
      const hub = (await listUserHubs(db, requireUser(request).user.id)).find(
        (candidate) => candidate.id === request.params.hubId,
      );
      if (!hub) throw new AppError('access.denied');
      return hubSummary(hub);
    },
  );

  app.put(
    '/api/profile/selectHubId',
    { config: sessionNoHub, schema: { body: selectHubRequestSchema, response: { 200: okSchema } } },
    async (request, reply) => {
      const { user, sessionId } = requireUser(request);
      const hub = (await listUserHubs(db, user.id)).find((candidate) => candidate.id === request.body.hubId);
      if (!hub) throw new AppError('access.denied');
      await selectSessionHub(db, sessionId, hub.id);
      setHubCookie(request, reply, hub.id);
      return { msg: translate(request.lang, 'hub.switched', { name: hub.name }) };
    },
  );
};
