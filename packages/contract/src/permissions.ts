import { z } from 'zod';
import { CONTACT_ACCESS, PERMISSION_FLAGS, type PermissionFlag } from './permission-flags.ts';

export const permissionsSchema = z.object({
  ...Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, z.boolean()])),
  contactAccessInInbox: z.enum(CONTACT_ACCESS),
}) as z.ZodObject<
  Record<PermissionFlag, z.ZodBoolean> & {
    contactAccessInInbox: z.ZodEnum<{ everything: 'everything'; team: 'team'; owned: 'owned' }>;
  }
>;
