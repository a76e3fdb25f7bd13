export { hubsModule } from './hubs.module.ts';
export { findHubByApiKey } from './hubs.repository.ts';
