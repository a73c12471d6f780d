/**
 * The web app type-checks the API's route types (its typed client reads responses from
 * `AppType`), which pulls the worker's source into this program. That source names
 * Cloudflare's runtime globals, whose declarations clash with the DOM's; here they are opaque.
 * The worker's own program (tsconfig.worker.json) checks them for real.
 */
declare global {
  type Env = any
  namespace Cloudflare {
    type Env = any
  }
  type R2Bucket = any
  type R2Object = any
  type R2ObjectBody = any
  type R2HTTPMetadata = any
  type D1Database = any
  type D1Result<T = unknown> = { results: T[] }
  type Queue<T = unknown> = any
  type MessageBatch<T = unknown> = any
  type ExecutionContext = any
  type ExportedHandler<T = unknown> = any
  type DurableObjectState = any
  type DurableObjectNamespace<T = unknown> = any
  type Fetcher = any
}

export {}
