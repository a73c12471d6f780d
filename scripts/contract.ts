/** npm run contract: how many of the contract's endpoints the app routes, and which are missing. */
import { readFileSync } from 'node:fs'
import { parseContract, routedEndpoints } from '../tests/contract/contract'
import { api } from '../worker/app'

const contract = parseContract(readFileSync(new URL('../docs/api/endpoints.tsv', import.meta.url), 'utf8'))
const routed = routedEndpoints(contract, api.routes)
const routedKeys = new Set(routed.map((e) => `${e.method} ${e.path}`))
const missing = contract.filter((e) => !routedKeys.has(`${e.method} ${e.path}`))

console.log(`${routed.length} of ${contract.length} contract endpoints are routed.`)
if (process.argv.includes('--missing') && missing.length) {
  console.log('\nNot routed yet:')
  for (const e of missing) console.log(`  ${e.method.padEnd(6)} ${e.path}`)
}
