import { fileURLToPath } from 'node:url'
import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// One build: the Worker (worker/index.ts, from wrangler.toml) and the SPA (index.html -> web/).
// `vite dev` (npm run dev) runs the Worker in development (the dev mailbox) and tells it so
// (DEV_SERVER admits Vite's inline refresh script in the app's CSP); `vite build` keeps
// wrangler.toml's production vars, which is what a deploy of dist/ uses.

/** The SPA's entry module (index.html loads it). */
const ENTRY = /(^|[\\/])web[\\/]main\.tsx$|index\.html$/

export default defineConfig(({ command }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component (one chunk, fetched on navigation) and the
      // pending/error/not-found components with each other: only matching (path, search
      // validation, beforeLoad) stays in the first load of every page.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
      routesDirectory: './web/routes',
      generatedRouteTree: './web/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    cloudflare({
      configPath: './wrangler.toml',
      persistState: { path: '.wrangler/state' },
      config:
        command === 'serve'
          ? (worker) => {
              worker.vars = { ...worker.vars, ENVIRONMENT: 'development', DEV_SERVER: 'vite' }
            }
          : undefined,
    }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./web', import.meta.url)),
      '@worker': fileURLToPath(new URL('./worker', import.meta.url)),
    },
  },
  build: {
    // tests/build/bundle-budget.test.ts reads it to compute each route's first load. The Worker
    // never serves it: dist/client/.vite is a dot-directory the asset upload skips (and
    // run_worker_first answers only /assets/* from the bucket without the Worker).
    manifest: true,
  },
  environments: {
    // The SPA's chunks (the Worker is bundled by its own environment, as wrangler wants it).
    client: {
      build: {
        rolldownOptions: {
          output: {
            // What every page needs, as a few long-cached files rather than dozens of small ones.
            // Only what the first load always carries belongs here: a group is loaded whole.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
                // Everything else the entry loads before the first render, as one file: the
                // router's route stubs, their search schemas, zod, the API client, the session.
                // Split by their sets of importers they were ~70 small files, each gzipped alone
                // (issue 22: the shared first load went from 197.5 KB gzip in 71 files to
                // 162.5 KB in 5). The entry module itself stays the entry chunk, which the
                // bundle budget test starts from.
                { name: 'app', tags: ['$initial'], test: (id: string) => !ENTRY.test(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 8787), host: true, allowedHosts: true },
  preview: { port: Number(process.env.PORT ?? 8787), host: true, allowedHosts: true },
}))
