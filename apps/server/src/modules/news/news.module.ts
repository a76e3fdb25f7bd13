import type { ModuleDefinition } from '../../core/module.ts';
import { newsRoutes } from './news.routes.ts';
import * as newsSchema from './news.schema.ts';

export const newsModule: ModuleDefinition = { name: 'news', routes: [newsRoutes], schema: newsSchema };
