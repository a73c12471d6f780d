import type { TestProject } from 'vitest/node'
import { startServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    port: number
  }
}

export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT ?? 8799)
  const server = await startServer(port, '.tmp/e2e-state')
  project.provide('port', port)
  return () => server.stop()
}
