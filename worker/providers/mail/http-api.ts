import type { MailProvider, OutgoingMail } from './types'

/** Bytes as base64, in chunks (String.fromCharCode takes a bounded number of arguments). */
export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * Production adapter for HTTP mail APIs that take { from, to, subject, html, text } as JSON
 * with a bearer key (Resend's shape; most providers offer a compatible endpoint). Attachments
 * go as `attachments: [{ filename, content (base64), content_type }]`.
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
          ...(mail.attachments?.length
            ? {
                attachments: mail.attachments.map((a) => ({
                  filename: a.filename,
                  content: toBase64(a.content),
                  content_type: a.contentType,
                })),
              }
            : {}),
        }),
      })
      if (!res.ok) throw new Error(`Mail API answered ${res.status}: ${(await res.text()).slice(0, 200)}`)
    },
  }
}
