export { newsModule } from './news.module.ts';
