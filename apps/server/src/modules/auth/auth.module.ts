import type { ModuleDefinition } from '../../core/module.ts';
import { authRoutes } from './auth.routes.ts';
import * as authSchema from './auth.schema.ts';
import { createGoogleSignIn, type GoogleSignIn } from './google.service.ts';
import { passwordResetJob } from './password-reset.job.ts';
import type { SessionUser as StoredSessionUser } from './sessions.repository.ts';

// Google sign-in is the auth module's, offered on Deps by augmentation rather than by a function
// such as `googleOf(deps)`: the routes already read `deps.google`, core names no module, and a
// module that does not run leaves no field behind.
declare module '../../core/deps.ts' {
  interface Deps {
    google: GoogleSignIn | undefined;
  }
}

// The guard finds the session through the look-ups the composition root gives it; routes see the
// user as the auth module reads it.
declare module '../../core/auth/guard.ts' {
  interface SessionUser extends StoredSessionUser {}
}

export const authModule: ModuleDefinition = {
  name: 'auth',
  provides: ({ config }) => ({
    google: config.google ? createGoogleSignIn(config.google, config.publicUrl) : undefined,
  }),
  routes: [authRoutes],
  jobs: (deps) => [passwordResetJob(deps)],
  schema: authSchema,
};
