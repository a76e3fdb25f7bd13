export { broadcastsModule } from './broadcasts.module.ts';
