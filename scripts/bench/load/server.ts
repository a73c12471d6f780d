/**
 * `wrangler dev` serving the built Worker (npm run build) on a given local state, for the load
 * benchmark; and a few helpers to talk to it from Node (which cannot resolve *.localhost).
 */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { WRANGLER_ENV } from './state'

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port
      server.close(() => resolve(port))
    })
  })

export type Served = {
  port: number
  base: string
  /** The Host (and Origin) a business's requests carry. */
  host: (slug: string) => string
  /** Resident memory of the workerd process(es), in bytes. */
  rss: () => number
  stop: () => Promise<void>
}

/** Process ids in the process group `pgid` whose command is workerd. */
function workerdPids(pgid: number): number[] {
  const pids: number[] = []
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // Fields after "(comm)": state, ppid, pgrp, ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) === pgid && stat.includes('(workerd)')) pids.push(Number(name))
    } catch {
      // gone meanwhile
    }
  }
  return pids
}

function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) * 1024 : 0
  } catch {
    return 0
  }
}

export async function serve(persistTo: string): Promise<Served> {
  const port = await freePort()
  const main = `localhost:${port}`
  const child = spawn(
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
      `MAIN_DOMAIN:${main}`,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    { env: WRANGLER_ENV, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let log = ''
  child.stdout?.on('data', (d) => (log += d))
  child.stderr?.on('data', (d) => (log += d))
  const base = `http://127.0.0.1:${port}`
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      const res = await fetch(`${base}/api/v1/admin/health_check`, { method: 'POST', headers: { host: main } })
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`wrangler dev did not start:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    port,
    base,
    host: (slug) => `${slug}.${main}`,
    rss: () => workerdPids(child.pid!).reduce((sum, pid) => sum + rssOf(pid), 0),
    stop,
  }
}

export type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  bytes: number
  text: string
}

/**
 * A request to the server with the Host header of our choice (fetch would replace it). Keeps
 * the body's text only when it is small (a large download is only counted).
 */
export function call(
  served: Served,
  host: string,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: served.port, method, path, headers: { ...opts.headers, host } },
      (res) => {
        let bytes = 0
        const kept: Buffer[] = []
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length
          if (bytes <= 65_536) kept.push(chunk)
        })
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text: Buffer.concat(kept).toString() }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(opts.body)
  })
}

/** Sign a staff member in on a business host; answers the session cookie. */
export async function signIn(served: Served, slug: string, email: string, password: string): Promise<string> {
  const host = served.host(slug)
  const res = await call(served, host, 'POST', '/api/v1/wildcard/auth/login', {
    headers: { origin: `http://${host}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const setCookie = res.headers['set-cookie']
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0]
  if (res.status !== 200 || !cookie) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.text}`)
  return cookie
}
