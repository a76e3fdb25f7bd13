import type { ModuleDefinition } from '../../core/module.ts';
import * as messagesSchema from './messages.schema.ts';

export const conversationsModule: ModuleDefinition = { name: 'conversations', schema: messagesSchema };
