import { createServer } from 'node:net'
import type { TestProject } from 'vitest/node'
import { startServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    port: number
  }
}

/** A free port on loopback (so several runs never collide), unless E2E_PORT names one. */
async function freePort(): Promise<number> {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT)
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })
}

export default async function setup(project: TestProject) {
  const port = await freePort()
  const server = await startServer(port, `.tmp/e2e-state-${port}`)
  project.provide('port', port)
  return () => server.stop()
}
