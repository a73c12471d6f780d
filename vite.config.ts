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
  server: { port: Number(process.env.PORT ?? 8787), host: true, allowedHosts: true },
  preview: { port: Number(process.env.PORT ?? 8787), host: true, allowedHosts: true },
}))
