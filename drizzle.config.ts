import { defineConfig } from 'drizzle-kit'

// Migrations are generated from the schema (npm run db:generate) and applied by wrangler.
export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema/index.ts',
  out: './migrations',
  casing: 'snake_case',
})
