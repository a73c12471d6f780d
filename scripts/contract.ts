/**
 * npm run contract: how many of the contract's endpoints the app routes.
 *   -- --missing   the endpoints not routed yet
 *   -- --where     every endpoint with its route file:line, service modules and test files
 *   -- --check     fail when a routed endpoint is not found in its resource's folder
 *                  (worker/resources/<resource>/*.<area>.routes.ts; docs/architecture.md)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { locate, parseContract, routedEndpoints, type Endpoint } from '../tests/contract/contract'
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

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A path pattern with its parameters as wildcards (any param name in a route; anything in a test). */
const paramsAsAny = (path: string, any: string) => path.split(/:[A-Za-z_]\w*/).map(escape).join(any)

type Where = { route: string | null; services: string[]; tests: string[] }

const testFiles = files(join(root, 'tests'), (f) => /\.test\.tsx?$/.test(f)).map((f) => ({ f, text: readFileSync(f, 'utf8') }))

function where(e: Endpoint): Where {
  const { area, resource, rest } = locate(e.path)
  const folder = join(root, 'worker/resources', resource)
  const method = e.method.toLowerCase()
  const pattern = new RegExp(`\\.${method}\\(\\s*['"\`]${paramsAsAny(rest, ':[A-Za-z_]\\w*')}['"\`]`)
  let route: string | null = null
  const services = new Set<string>()
  for (const file of files(folder, (f) => f.endsWith(`.${area}.routes.ts`))) {
    const text = readFileSync(file, 'utf8')
    const match = pattern.exec(text)
    if (!match) continue
    route = `${relative(root, file)}:${text.slice(0, match.index).split('\n').length}`
    for (const m of text.matchAll(/from '(\.[^']*\.service|[^']*\/services\/[^']*)'/g)) services.add(m[1]!.replace(/^\.\//, `worker/resources/${resource}/`))
    break
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
      console.error(`  ${e.method.padEnd(6)} ${e.path}  -> expected in worker/resources/${resource}/*.${area}.routes.ts`)
    }
    process.exit(1)
  }
  console.log('Every routed endpoint is in its resource folder.')
}
