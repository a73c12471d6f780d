import { fillTokens, SAMPLE_VALUES } from '@worker/resources/email-templates/placeholders.schema'
import * as React from 'react'

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/**
 * The e-mail as a candidate would see it, rendered here with sample data by the same token
 * filler the server uses. It runs in a sandboxed frame: nothing in it can run script.
 */
export function TemplatePreview({
  subject,
  body,
  companyName,
}: {
  subject: string
  body: string
  companyName: string
}) {
  const values = React.useMemo(() => ({ ...SAMPLE_VALUES, company_name: companyName }), [companyName])
  const renderedSubject = fillTokens(subject, values, { html: false })
  const doc = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"></head><body style="margin:0;background:#f0fdf4;font-family:Arial,Helvetica,sans-serif;color:#14532d;font-size:14px;line-height:1.5">
<div style="max-width:560px;margin:16px auto;background:#fff;border-radius:12px;padding:24px">
<div style="font-size:18px;font-weight:bold;color:#15803d;padding-bottom:12px">${escapeHtml(companyName)}</div>
${fillTokens(body, values, { html: true })}
<div style="padding-top:16px;font-size:12px;color:#4b5563">Sent by ${escapeHtml(companyName)} with Hirely.</div></div></body></html>`
  return (
    <div className="overflow-hidden rounded-lg border bg-background">
      <div className="border-b px-4 py-2 text-sm">
        <span className="text-muted-foreground">Subject: </span>
        <span className="font-medium" data-testid="preview-subject">
          {renderedSubject}
        </span>
      </div>
      <iframe title="E-mail preview" sandbox="" srcDoc={doc} className="h-[32rem] w-full bg-[#f0fdf4]" />
    </div>
  )
}
