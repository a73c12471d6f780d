/**
 * No server code in the browser: the built client assets (dist/client/assets/*.js, after
 * `npm run build`) must not carry drizzle, Hono's server, the Worker runtime or other
 * server-only libraries. The web app may import a resource's `*.schema.ts` (zod contracts,
 * labels, state lists); when one of them imports drizzle or a service, the server code is
 * bundled into every page a user loads, which this catches. Runs in the browser-test config,
 * which `npm test` runs after the build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ASSETS = new URL('../../dist/client/assets/', import.meta.url).pathname

/**
 * What gives server code away in minified output: strings and names minifiers keep (symbol
 * keys, entity kinds, error messages, module specifiers), one or more per library.
 */
const SERVER_MARKERS: { what: string; pattern: RegExp }[] = [
  { what: 'drizzle-orm (its entity symbols)', pattern: /drizzle:(entityKind|Name|Columns|IsAlias|BaseName)/ },
  {
    what: 'drizzle-orm SQLite tables and columns',
    pattern: /[`"'](SQLiteTable|SQLiteText|SQLiteInteger|SQLiteColumn|SQLiteSyncDialect|SQLiteD1Session)[`"']/,
  },
  { what: 'Hono server (routers, Context)', pattern: /RegExpRouter|SmartRouter|TrieRouter|Context is not finalized/ },
  { what: 'Worker runtime modules', pattern: /[`"']cloudflare:(workers|sockets|email|test)[`"']/ },
  { what: 'Node built-in modules', pattern: /[`"']node:[a-z_/]+[`"']/ },
  { what: 'Worker runtime APIs', pattern: /\bHTMLRewriter\b|\bD1Database\b|\bDurableObject(State|Namespace)?\b/ },
  { what: 'the Stripe server SDK', pattern: /api\.stripe\.com/ },
  { what: 'server-side document parsers (mammoth, unpdf, pdf-lib)', pattern: /mammoth|unpdf|PDFDocument\.create/ },
  { what: 'sanitize-html (server-side sanitizing)', pattern: /sanitize-html|allowedSchemesByTag/ },
]

function bundles(): { file: string; text: string }[] {
  return readdirSync(ASSETS)
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, text: readFileSync(join(ASSETS, file), 'utf8') }))
}

/** A few characters around the first match, so a failure shows what slipped in. */
function around(text: string, pattern: RegExp): string {
  const at = text.search(pattern)
  return text.slice(Math.max(0, at - 60), at + 60).replace(/\s+/g, ' ')
}

describe('the browser bundle', () => {
  it('exists (npm run build ran first)', () => {
    expect(existsSync(ASSETS), `${ASSETS} is missing: run npm run build`).toBe(true)
    expect(bundles().length).toBeGreaterThan(0)
  })

  it('carries no drizzle, no server Hono, no Worker runtime and no server-only library', () => {
    const found = bundles().flatMap(({ file, text }) =>
      SERVER_MARKERS.filter(({ pattern }) => pattern.test(text)).map(
        ({ what, pattern }) => `${file}: ${what} … ${around(text, pattern)} …`,
      ),
    )
    expect(found).toEqual([])
  })

  it('would notice drizzle if it came in (the markers match the real library)', () => {
    // The markers are checked against the libraries' own source, so a rename upstream that
    // made them miss would fail here rather than let server code through silently.
    const source = (path: string) => readFileSync(new URL(`../../node_modules/${path}`, import.meta.url), 'utf8')
    const marker = (what: string) => SERVER_MARKERS.find((m) => m.what.startsWith(what))?.pattern ?? /$^/
    expect(source('drizzle-orm/entity.js')).toMatch(marker('drizzle-orm (its'))
    expect(source('drizzle-orm/sqlite-core/table.js')).toMatch(marker('drizzle-orm SQLite'))
    expect(source('hono/dist/router/reg-exp-router/router.js')).toMatch(marker('Hono server'))
  })
})
