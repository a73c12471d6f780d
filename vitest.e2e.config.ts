import { defineConfig } from 'vitest/config'

// Browser tests: real Chromium (playwright-core) against the built app served by wrangler dev;
// the checks of the build itself (tests/build: no server code in the client bundle, bundle budgets);
// and the benchmark's machinery (tests/bench), which runs in Node.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts', 'tests/build/**/*.test.ts', 'tests/bench/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // What the page shows can take seconds on a busy 2-core machine: expect.poll waits up to 15 s
    // (vitest's default of 1 s made a sidebar that renders in 1.2 s a failure).
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
})
