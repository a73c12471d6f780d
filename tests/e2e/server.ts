import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'

export type Server = { port: number; origin: string; stop: () => Promise<void> }

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' }

function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { env, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
}

/**
 * Serve the built app (npm run build) with wrangler dev on a fresh local state: migrations
 * applied and demo data loaded exactly as npm start does.
 */
export async function startServer(port: number, persistTo: string): Promise<Server> {
  rmSync(persistTo, { recursive: true, force: true })
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo])
  run('npx', ['tsx', 'scripts/seed.ts', '--persist-to', persistTo])
  const child: ChildProcess = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      persistTo,
      '--var',
      `MAIN_DOMAIN:localhost:${port}`,
      '--var',
      'ENVIRONMENT:development',
      '--show-interactive-dev-session=false',
    ],
    { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let log = ''
  child.stdout?.on('data', (d) => (log += d))
  child.stderr?.on('data', (d) => (log += d))
  const origin = `http://localhost:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/admin/health_check`, {
        method: 'POST',
        headers: { host: `localhost:${port}` },
      })
      if (res.ok) break
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        /* gone */
      }
      throw new Error(`wrangler dev did not start:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    port,
    origin,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        /* already gone */
      }
      await new Promise((r) => setTimeout(r, 300))
      rmSync(persistTo, { recursive: true, force: true })
    },
  }
}
