/**
 * npm run contract: how many of the contract's endpoints the app routes.
 *   -- --missing   the endpoints not routed yet
 *   -- --where     every endpoint with its route file:line, service modules and test files
 *   -- --check     fail when a routed endpoint is not found in its resource's folder
 *                  (worker/resources/<resource>/*.<area>.routes.ts; docs/architecture.md)
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
      route = `${relative(root, file)}:${text.slice(0, match.index).split('\n').length}`
      for (const m of text.matchAll(/from '(\.{1,2}\/[^']*)'/g)) {
        const module = relative(root, join(file, '..', m[1]!))
        if (/^worker\/(resources|services|providers)\//.test(module) && !/\.(schema|routes)$/.test(module))
          services.add(module)
      }
      break
    }
    if (route) break
  }
  const inTest = new RegExp(`['"\`]${paramsAsAny(e.path, '[^/\'"`]+')}(?:[?'"\`])`)
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
  const lost = routed.filter((e) => !where(e).route)
  if (lost.length) {
    console.error(`\n${lost.length} routed endpoint(s) are not in their resource's folder (docs/architecture.md):`)
    for (const e of lost) {
      const { area, resource } = locate(e.path)
      console.error(
        `  ${e.method.padEnd(6)} ${e.path}  -> expected in worker/resources/${resource}/*.${area}.routes.ts`,
      )
    }
    process.exit(1)
  }
  console.log('Every routed endpoint is in its resource folder.')
}
