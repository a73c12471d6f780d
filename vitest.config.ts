import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Worker tests: run inside workerd against real D1, R2, Queues and Durable Objects.
const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)))

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
    }),
  ],
  resolve: { alias: { '@worker': fileURLToPath(new URL('./worker', import.meta.url)) } },
  test: {
    include: ['tests/{api,services,queues,durable-objects,contract}/**/*.test.ts'],
    setupFiles: ['./tests/setup/apply-migrations.ts'],
    testTimeout: 30_000,
  },
})
