import { html, raw } from 'hono/html'
import type { outboxEmails } from '../db/schema'

type Mail = typeof outboxEmails.$inferSelect

/** Development mailbox: every e-mail the product sent, newest first, with its codes and links. */
export function mailboxPage(mails: Mail[], to: string | undefined) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Dev mailbox</title>
    <style>
      body { margin: 0; font-family: system-ui, sans-serif; background: #f0fdf4; color: #14532d; }
      header { padding: 1rem 1.5rem; background: #15803d; color: #fff; display: flex; gap: 1rem; align-items: center; }
      header form { margin-left: auto; }
      input { padding: 0.4rem 0.6rem; border-radius: 0.4rem; border: 0; min-width: 16rem; }
      main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
      details { background: #fff; border-radius: 0.6rem; margin: 0.75rem 0; box-shadow: 0 1px 2px #0001; }
      summary { padding: 0.9rem 1rem; cursor: pointer; display: grid; grid-template-columns: 14rem 1fr 10rem; gap: 1rem; }
      .meta { color: #4b5563; font-size: 0.85rem; }
      iframe { width: 100%; height: 32rem; border: 0; border-top: 1px solid #dcfce7; }
      .empty { padding: 3rem; text-align: center; color: #4b5563; }
      .files { display: flex; flex-wrap: wrap; gap: 0.5rem; padding: 0 1rem 0.9rem; margin: 0; list-style: none; }
      .files a { color: #15803d; font-size: 0.85rem; }
    </style>
  </head>
  <body>
    <header>
      <strong>Dev mailbox</strong><span class="meta" style="color:#dcfce7">Development only: the outbox of the embedded mail provider.</span>
      <form method="get"><label>Recipient <input name="to" type="email" value="${to ?? ''}" placeholder="Filter by recipient" /></label></form>
    </header>
    <main>
      ${mails.length === 0 ? html`<p class="empty">No e-mails yet.</p>` : ''}
      ${mails.map(
        (m) => html`<details data-to="${m.to}">
          <summary><span class="meta">${m.to}</span><span class="subject">${m.subject}</span><span class="meta">${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</span></summary>
          ${
            m.attachments?.length
              ? html`<ul class="files" aria-label="Attachments">
                  ${m.attachments.map(
                    (a, i) =>
                      html`<li><a href="/dev/mailbox/${m.id}/attachments/${i}" download="${a.filename}">📎 ${a.filename}</a> <span class="meta">${a.contentType.split(';')[0]}, ${a.size} bytes</span></li>`,
                  )}
                </ul>`
              : ''
          }
          <iframe title="${m.subject}" sandbox srcdoc="${raw(m.html.replace(/&/g, '&amp;').replace(/"/g, '&quot;'))}"></iframe>
        </details>`,
      )}
    </main>
  </body>
</html>`
}
