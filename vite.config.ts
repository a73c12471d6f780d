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
    rolldownOptions: {
      output: {
        // What every page needs, as a few long-cached files rather than dozens of small ones.
        // Only libraries the first load always carries belong here: a group is loaded whole.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 8787), host: true, allowedHosts: true },
  preview: { port: Number(process.env.PORT ?? 8787), host: true, allowedHosts: true },
}))
