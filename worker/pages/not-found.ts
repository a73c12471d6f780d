import { html } from 'hono/html'

/** The page an unknown business sub-domain (or a reserved one) answers with, status 404. */
export function businessNotFoundPage(slug: string, mainUrl: string) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta name="theme-color" content="#15803d" />
    <title>Business not found</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #f0fdf4; color: #14532d; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      h1 { font-size: 1.75rem; margin: 0 0 0.75rem; }
      p { color: #166534; line-height: 1.6; }
      a { display: inline-block; margin-top: 1rem; padding: 0.6rem 1.2rem; border-radius: 0.5rem; background: #15803d; color: #fff; text-decoration: none; }
    </style>
  </head>
  <body>
    <main>
      <p>404</p>
      <h1>Business not found</h1>
      <p>There is no business at <strong>${slug}</strong>. Check the address, or ask the business for the link to its portal.</p>
      <a href="${mainUrl}">Go to the main site</a>
    </main>
  </body>
</html>`
}
