import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { exportJWK, generateKeyPair } from 'jose'
import { defineConfig } from 'vitest/config'

// Worker tests: run inside workerd against real D1, R2, Queues and Durable Objects.
const migrations = await readD1Migrations(fileURLToPath(new URL('./migrations', import.meta.url)))

// Google sign-in is verified against a key set made here: the worker gets the public half,
// the tests sign ID tokens with the private half. No network, no Google.
const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true })
const googleJwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] }
const googlePrivateJwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256' }

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        // An empty database of its own for the migration tests (tests/services/applications-migration.test.ts).
        d1Databases: ['MIGRATION_DB'],
        bindings: {
          TEST_MIGRATIONS: migrations,
          // wrangler.toml deploys production; the tests read codes from the development outbox.
          ENVIRONMENT: 'development',
          GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
          GOOGLE_JWKS_JSON: JSON.stringify(googleJwks),
          TEST_GOOGLE_PRIVATE_JWK: JSON.stringify(googlePrivateJwk),
        },
      },
    }),
  ],
  resolve: { alias: { '@worker': fileURLToPath(new URL('./worker', import.meta.url)) } },
  test: {
    include: ['tests/{api,services,providers,queues,durable-objects,contract}/**/*.test.ts'],
    setupFiles: ['./tests/setup/apply-migrations.ts'],
    // One test file per core (vitest's default leaves one core free, which on a 2-core machine
    // runs the files one by one): a file waits on workerd and on the module server as much as
    // it computes, so two at a time on 2 cores take about a quarter less time.
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    // Seeding in a beforeAll takes a second on a quiet machine and can take ten on a busy 2-core one.
    hookTimeout: 120_000,
    // sanitize-html reaches postcss, whose CommonJS requires workerd cannot load unbundled.
    deps: { optimizer: { ssr: { enabled: true, include: ['sanitize-html'] } } },
    // With the module cache on disk, a test worker asks for the "warm" modules of its graph and the
    // Cloudflare pool inlines them all into one WebSocket message to workerd; once pdf.js (7 MB, behind
    // the resume extractor the queue consumer loads) is among them, that message passes workerd's
    // 1 MB limit and the worker dies. Each worker fetches its modules one by one instead.
    fsModuleCache: false,
  },
})
