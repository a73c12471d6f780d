import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Web unit tests: components and web/lib in happy-dom (no workerd, no Cloudflare plugin).
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./web', import.meta.url)),
      '@worker': fileURLToPath(new URL('./worker', import.meta.url)),
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['tests/web/**/*.test.{ts,tsx}'],
    setupFiles: ['./tests/web/setup.ts'],
  },
})
