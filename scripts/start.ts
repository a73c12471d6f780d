/**
 * npm start: build the app, apply the D1 migrations locally, load the demo data once, and
 * serve the whole platform with wrangler (workerd) on http://localhost:8787 (PORT overrides).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { DEMO_ACCOUNTS } from '../worker/db/seed/accounts'

const port = Number(process.env.PORT ?? 8787)
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' }

function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// The code runner's metered WebAssembly is made by npm install's postinstall; made here when an
// install ran without scripts.
const sandboxWasm = [
  'worker/providers/code-runner/python/generated/micropython-metered.wasm',
  'worker/providers/code-runner/javascript/generated/quickjs-metered.wasm',
]
if (!sandboxWasm.every((file) => existsSync(file))) run('npx', ['tsx', 'scripts/build-sandbox-wasm.ts'])
run('npx', ['vite', 'build', '--logLevel', 'warn'])
run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local'])
run('npx', ['tsx', 'scripts/seed.ts'])

const main = `localhost:${port}`
const origin = (label: string | null) => `http://${label ? `${label}.` : ''}${main}`
const hostOf = (a: (typeof DEMO_ACCOUNTS)[number]) =>
  a.host === 'main' ? origin(null) : a.host === 'business' ? origin(a.slug) : origin(`${a.slug}-candidate`)

console.log(`
  Hirely is starting on ${origin(null)}

  Public site and platform admin   ${origin(null)}            (sign in at /auth/login)
  Acme's portal                    ${origin('acme')}       (careers page at /jobs)
  Acme's candidate area            ${origin('acme-candidate')}
  Dev mailbox (codes and links)    ${origin(null)}/dev/mailbox

  Demo sign-ins:
${DEMO_ACCOUNTS.map((a) => `    ${a.who.padEnd(34)} ${hostOf(a).padEnd(42)} ${a.email.padEnd(26)} ${a.password}`).join('\n')}
`)

const server = spawn(
  'npx',
  // Development (the dev mailbox) is on for npm start only: wrangler.toml deploys production.
  [
    'wrangler',
    'dev',
    '--port',
    String(port),
    '--ip',
    '0.0.0.0',
    '--var',
    `MAIN_DOMAIN:${main}`,
    '--var',
    'ENVIRONMENT:development',
    '--show-interactive-dev-session=false',
  ],
  { stdio: 'inherit', env },
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
