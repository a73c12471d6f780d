import { html } from 'hono/html'
import type { OpenApiDocument } from './document'

type Json = Record<string, unknown>
type Parameter = { name: string; in: string; required: boolean; schema: Json; description?: string }
type Described = {
  operationId: string
  tags: string[]
  description: string
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Json }> }
  responses: Record<string, unknown>
  'x-permissions'?: string[][]
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

const typeOf = (schema: Json): string => {
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map(String).join(' | ')
  if (typeof schema.type === 'string') return schema.format ? `${schema.type} (${schema.format})` : schema.type
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as Json[]).map(typeOf).join(' | ')
  return 'any'
}

/**
 * Development only (/dev/api): the OpenAPI document as a page, grouped by resource, made on
 * the server from the same document /api/v1/openapi.json serves. No script: the page policy
 * forbids it, and a reference needs none (each operation is a <details>).
 */
export function referencePage(document: OpenApiDocument) {
  const byTag = new Map<string, { method: string; path: string; op: Described }[]>()
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = (item as Record<string, Described | undefined>)[method]
      if (!op) continue
      const tag = op.tags[0] ?? 'other'
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op }])
    }
  }
  const tags = [...byTag.keys()].sort()
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${document.info.title} reference</title>
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; color: #111827; background: #f9fafb; display: grid; grid-template-columns: 15rem 1fr; }
      nav { position: sticky; top: 0; height: 100vh; overflow: auto; padding: 1rem; background: #111827; }
      nav a { display: block; color: #d1d5db; text-decoration: none; padding: 0.15rem 0; font-size: 0.9rem; }
      main { padding: 1rem 2rem; max-width: 70rem; }
      h2 { margin-top: 2rem; border-bottom: 1px solid #e5e7eb; }
      details { background: #fff; border: 1px solid #e5e7eb; border-radius: 0.5rem; margin: 0.5rem 0; }
      summary { padding: 0.6rem 0.9rem; cursor: pointer; font-family: ui-monospace, monospace; }
      .method { display: inline-block; width: 4.5rem; font-weight: 700; }
      .get { color: #047857; } .post { color: #1d4ed8; } .put, .patch { color: #b45309; } .delete { color: #b91c1c; }
      .body { padding: 0 1rem 1rem; }
      table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
      th, td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid #f3f4f6; vertical-align: top; }
      pre { background: #f3f4f6; padding: 0.75rem; border-radius: 0.4rem; overflow: auto; font-size: 0.8rem; }
      p.lead { white-space: pre-line; color: #374151; }
    </style>
  </head>
  <body>
    <nav aria-label="Resources">
      <a href="/api/v1/openapi.json"><strong>openapi.json</strong></a>
      ${tags.map((tag) => html`<a href="#${tag}">${tag}</a>`)}
    </nav>
    <main>
      <h1>${document.info.title} <small>v${document.info.version}</small></h1>
      <p class="lead">${document.info.description}</p>
      ${tags.map(
        (tag) => html`<section id="${tag}">
          <h2>${tag}</h2>
          ${(byTag.get(tag) ?? []).map(
            ({ method, path, op }) => html`<details id="${op.operationId}">
              <summary><span class="method ${method}">${method.toUpperCase()}</span>${path}</summary>
              <div class="body">
                <p class="lead">${op.description}</p>
                ${
                  op.parameters?.length
                    ? html`<table>
                        <thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Required</th></tr></thead>
                        <tbody>
                          ${op.parameters.map(
                            (p) =>
                              html`<tr><td><code>${p.name}</code></td><td>${p.in}</td><td>${typeOf(p.schema)}</td><td>${p.required ? 'yes' : 'no'}</td></tr>`,
                          )}
                        </tbody>
                      </table>`
                    : ''
                }
                ${Object.entries(op.requestBody?.content ?? {}).map(
                  ([type, { schema }]) =>
                    html`<p>Body (<code>${type}</code>)</p><pre>${JSON.stringify(schema, null, 2)}</pre>`,
                )}
                <p>Answers: ${Object.keys(op.responses).join(', ')}</p>
              </div>
            </details>`,
          )}
        </section>`,
      )}
    </main>
  </body>
</html>`
}
