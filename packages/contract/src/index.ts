export * from './account.ts';
export * from './auth.ts';
export * from './constants.ts';
export * from './errors.ts';
export { serverMessages } from './messages.ts';
export * from './news.ts';
export * from './permission-flags.ts';
export * from './permissions.ts';
export * from './profile.ts';
