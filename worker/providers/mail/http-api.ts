import type { MailProvider, OutgoingMail } from './types'

/**
 * Production adapter for HTTP mail APIs that take { from, to, subject, html, text } as JSON
 * with a bearer key (Resend's shape; most providers offer a compatible endpoint).
 */
export function httpApiProvider(url: string, apiKey: string, fetcher: typeof fetch = fetch): MailProvider {
  return {
    name: 'http',
    async deliver(mail: OutgoingMail) {
      const res = await fetcher(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': mail.id },
        body: JSON.stringify({
          from: mail.from,
          to: [mail.to],
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        }),
      })
      if (!res.ok) throw new Error(`Mail API answered ${res.status}: ${(await res.text()).slice(0, 200)}`)
    },
  }
}
