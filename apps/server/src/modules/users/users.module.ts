import type { ModuleDefinition } from '../../core/module.ts';
import * as usersSchema from './users.schema.ts';

export const usersModule: ModuleDefinition = { name: 'users', schema: usersSchema };
