import { escapeHtml } from '../../lib/html'

/** The frame every product e-mail is sent in: brand header, content, footer. */
export function emailLayout(
  title: string,
  contentHtml: string,
  footer = 'You received this e-mail because of an account on Hirely.',
) {
  return `<!doctype html><html><body style="margin:0;background:#f0fdf4;font-family:Arial,Helvetica,sans-serif;color:#14532d">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#15803d;padding-bottom:16px">Hirely</td></tr>
<tr><td><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${contentHtml}</td></tr>
<tr><td style="padding-top:24px;font-size:12px;color:#4b5563">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`
}

export function codeBlock(code: string) {
  return `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${escapeHtml(code)}</p>`
}

export function button(href: string, label: string) {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#15803d;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`
}
