import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table lives beside its domain (or core's) in a `*.schema.ts` file.
  schema: './src/**/*.schema.ts',
  out: './drizzle',
});
