import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// One build: the Worker (worker/index.ts, from wrangler.toml) and the SPA (index.html -> web/).
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './web/routes',
      generatedRouteTree: './web/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    cloudflare({ configPath: './wrangler.toml', persistState: { path: '.wrangler/state' } }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./web', import.meta.url)), '@worker': fileURLToPath(new URL('./worker', import.meta.url)) },
  },
  server: { port: Number(process.env.PORT ?? 8787), host: true, allowedHosts: true },
  preview: { port: Number(process.env.PORT ?? 8787), host: true, allowedHosts: true },
})
