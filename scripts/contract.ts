/**
 * npm run contract: how many of the contract's endpoints the app routes.
 *   -- --missing   the endpoints not routed yet
 *   -- --where     every endpoint with its route file:line, service modules and test files
 *   -- --check     fail when a routed endpoint is not found in its resource's folder
 *                  (worker/resources/<resource>/*.<area>.routes.ts; docs/architecture.md), or
 *                  when no test names its path (beyond the contract tests, which call every one)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { type Endpoint, locate, parseContract, routedEndpoints } from '../tests/contract/contract'
import { api } from '../worker/app'

const root = new URL('..', import.meta.url).pathname
const contract = parseContract(readFileSync(join(root, 'docs/api/endpoints.tsv'), 'utf8'))
const routed = routedEndpoints(contract, api.routes)
const routedKeys = new Set(routed.map((e) => `${e.method} ${e.path}`))
const missing = contract.filter((e) => !routedKeys.has(`${e.method} ${e.path}`))
const flags = new Set(process.argv.slice(2))

function files(dir: string, test: (f: string) => boolean): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path, test) : test(path) ? [path] : []
  })
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A path pattern with its parameters as wildcards (any param name in a route; anything in a test). */
const paramsAsAny = (path: string, any: string) =>
  path
    .split(/:[A-Za-z_]\w*/)
    .map(escapeRegExp)
    .join(any)

type Where = { route: string | null; services: string[]; tests: string[] }

const testFiles = files(join(root, 'tests'), (f) => /\.test\.tsx?$/.test(f)).map((f) => ({
  f,
  text: readFileSync(f, 'utf8'),
}))

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length

/** Relative imports of a file, resolved to paths without extension (worker/resources/auth/login.service). */
const importsOf = (file: string, text: string) =>
  [...text.matchAll(/from '(\.{1,2}\/[^']*)'/g)].map((m) => relative(root, join(file, '..', m[1]!)))

const isService = (module: string) =>
  /^worker\/(resources|services|providers)\//.test(module) && !/\.(schema|routes|handler)$/.test(module)

const sourceOf = (module: string) => [`${module}.ts`, `${module}.tsx`].map((f) => join(root, f)).find(existsSync)

/**
 * A route made by a shared factory (`sessionRoutes('admin', '/me')` in auth.admin.routes.ts)
 * is found where the area calls it with its path; the factory's own file holds the handler
 * and imports the services. Answers that file and the factory's line there.
 */
function factoryOf(file: string, text: string, line: string) {
  for (const module of importsOf(file, text).filter((m) => m.endsWith('.routes'))) {
    const source = sourceOf(module)
    if (!source) continue
    const shared = readFileSync(source, 'utf8')
    for (const call of line.matchAll(/(\w+)\(/g)) {
      const at = shared.search(new RegExp(`export function ${call[1]}\\b`))
      if (at >= 0) return { source, shared, name: call[1]!, line: lineOf(shared, at) }
    }
  }
  return null
}

function where(e: Endpoint): Where {
  const { area, segment, resource, rest } = locate(e.path)
  const folder = join(root, 'worker/resources', resource)
  const method = e.method.toLowerCase()
  // The route's path as written: relative to the resource's mount ('/:id/status'), or to the
  // area's root when the resource is mounted there ('/register', '/health_check').
  const paths = [rest, `/${segment}${rest === '/' ? '' : rest}`].map((p) => paramsAsAny(p, ':[A-Za-z_]\\w*'))
  const defined = new RegExp(`\\.${method}\\(\\s*['"\`](?:${paths.join('|')})['"\`]`)
  // A route made by a shared factory (auth.shared.routes.ts) names its path where the area calls it.
  const named = new RegExp(`['"\`](?:${paths.join('|')})['"\`]`)
  let route: string | null = null
  const services = new Set<string>()
  const routeFiles = files(folder, (f) => f.endsWith(`.${area}.routes.ts`) || f.endsWith('.shared.routes.ts'))
  for (const pattern of [defined, named]) {
    for (const file of routeFiles) {
      const text = readFileSync(file, 'utf8')
      const match = pattern.exec(text)
      if (!match) continue
      const at = lineOf(text, match.index)
      route = `${relative(root, file)}:${at}`
      const serviceSources = [{ file, text }]
      if (pattern === named) {
        const factory = factoryOf(file, text, text.split('\n')[at - 1] ?? '')
        if (factory) {
          route += ` (made by ${factory.name}, ${relative(root, factory.source)}:${factory.line})`
          serviceSources.push({ file: factory.source, text: factory.shared })
        }
      }
      // A handler shared by two routes (businesses/portal-login.handler.ts) imports the services itself.
      for (const module of importsOf(file, text).filter((m) => m.endsWith('.handler'))) {
        const source = sourceOf(module)
        if (source) serviceSources.push({ file: source, text: readFileSync(source, 'utf8') })
      }
      for (const source of serviceSources)
        for (const module of importsOf(source.file, source.text)) if (isService(module)) services.add(module)
      break
    }
    if (route) break
  }
  // The path in a string or template (its parameters anything, with /api/v1 or not), ending
  // the string or followed by a query or an interpolated one (`${range}`).
  const inTest = new RegExp(`['"\`](?:/api/v1)?${paramsAsAny(e.path, '[^/\'"`]+')}(?:[?'"\`]|\\$\\{)`)
  const tests = testFiles.filter((t) => inTest.test(t.text)).map((t) => relative(root, t.f))
  return { route, services: [...services], tests }
}

console.log(`${routed.length} of ${contract.length} contract endpoints are routed.`)
if (flags.has('--missing') && missing.length) {
  console.log('\nNot routed yet:')
  for (const e of missing) console.log(`  ${e.method.padEnd(6)} ${e.path}`)
}
if (flags.has('--where')) {
  for (const e of contract) {
    const w = where(e)
    const routedHere = routedKeys.has(`${e.method} ${e.path}`)
    console.log(`\n${e.method} ${e.path}${routedHere ? '' : '   (not routed yet)'}`)
    console.log(`  route    ${w.route ?? '—'}`)
    console.log(`  service  ${w.services.join(', ') || '—'}`)
    console.log(`  tests    ${w.tests.join(', ') || '—'}`)
  }
}
if (flags.has('--check')) {
  const found = routed.map((e) => ({ e, w: where(e) }))
  const lost = found.filter(({ w }) => !w.route).map(({ e }) => e)
  if (lost.length) {
    console.error(`\n${lost.length} routed endpoint(s) are not in their resource's folder (docs/architecture.md):`)
    for (const e of lost) {
      const { area, resource } = locate(e.path)
      console.error(
        `  ${e.method.padEnd(6)} ${e.path}  -> expected in worker/resources/${resource}/*.${area}.routes.ts`,
      )
    }
  }
  // The contract tests call every endpoint: an endpoint needs a test of its own behaviour too.
  const untested = found.filter(({ w }) => !w.tests.some((t) => !t.startsWith('tests/contract/'))).map(({ e }) => e)
  if (untested.length) {
    console.error(`\n${untested.length} routed endpoint(s) have no test that names their path (tests/api/<resource>/):`)
    for (const e of untested) console.error(`  ${e.method.padEnd(6)} ${e.path}`)
  }
  if (lost.length || untested.length) process.exit(1)
  console.log('Every routed endpoint is in its resource folder, and a test names it.')
}
