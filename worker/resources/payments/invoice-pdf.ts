import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { formatMoney, PLATFORM_LOCALE } from '../../lib/money'

export type InvoiceData = {
  invoiceNumber: string
  status: 'succeeded' | 'refunded' | 'pending' | 'failed'
  issuedAt: Date
  business: { name: string; email: string; address: string | null; country: string | null; slug: string }
  plan: { name: string; interval: 'month' | 'year' | 'one_time' } | null
  kind: string
  periodStart: Date | null
  periodEnd: Date | null
  amountCents: number
  currency: string
  method: { brand: string | null; last4: string | null } | null
  provider: string
  providerRef: string | null
  transactionId: string
}

const STATUS_LABEL: Record<InvoiceData['status'], string> = {
  succeeded: 'PAID',
  refunded: 'REFUNDED',
  pending: 'PENDING',
  failed: 'FAILED',
}
const KIND_LABEL: Record<string, string> = {
  plan_purchase: 'Plan purchase',
  subscription_renewal: 'Subscription renewal',
  plan_change: 'Plan change',
  refund: 'Refund',
}
const INTERVAL_LABEL = { month: 'monthly', year: 'yearly', one_time: 'one-time' } as const

const day = (d: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(d)
const GREEN = rgb(0.09, 0.5, 0.31)
const GREY = rgb(0.4, 0.42, 0.45)
const INK = rgb(0.1, 0.11, 0.13)

/** Text the standard (WinAnsi) fonts can draw: a symbol they lack (₹, ₩ ...) falls back to the ISO code. */
function money(font: PDFFont, amountCents: number, currency: string): string {
  const text = formatMoney(amountCents, currency, { locale: PLATFORM_LOCALE })
  try {
    font.encodeText(text)
    return text
  } catch {
    return formatMoney(amountCents, currency, { locale: PLATFORM_LOCALE, display: 'code' })
  }
}

function safe(font: PDFFont, text: string): string {
  try {
    font.encodeText(text)
    return text
  } catch {
    return text.replace(/[^\x20-\x7e]/g, '?')
  }
}

/** The invoice as a one-page A4 PDF. */
export async function renderInvoicePdf(data: InvoiceData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Invoice ${data.invoiceNumber}`)
  pdf.setAuthor('Hirely')
  pdf.setCreationDate(data.issuedAt)
  const page = pdf.addPage([595.28, 841.89])
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const text = (p: PDFPage, s: string, x: number, y: number, size = 10, font = regular, color = INK) =>
    p.drawText(safe(font, s), { x, y, size, font, color })
  const right = (p: PDFPage, s: string, xRight: number, y: number, size = 10, font = regular) => {
    const str = safe(font, s)
    p.drawText(str, { x: xRight - font.widthOfTextAtSize(str, size), y, size, font, color: INK })
  }

  text(page, 'Hirely', 50, 780, 22, bold, GREEN)
  text(page, 'AI-assisted hiring platform', 50, 764, 9, regular, GREY)
  right(page, 'INVOICE', 545, 782, 20, bold)
  right(page, data.invoiceNumber, 545, 764, 11, bold)
  right(page, `Issued ${day(data.issuedAt)}`, 545, 750, 9)
  right(page, `Status: ${STATUS_LABEL[data.status]}`, 545, 736, 10, bold)

  text(page, 'Billed to', 50, 700, 9, bold, GREY)
  const billed = [data.business.name, data.business.email, data.business.address, data.business.country].filter(
    (l): l is string => !!l,
  )
  for (const [i, line] of billed.entries()) text(page, line, 50, 684 - i * 14, 10, i === 0 ? bold : regular)

  text(page, 'Payment', 330, 700, 9, bold, GREY)
  const method = data.method?.last4
    ? `${(data.method.brand ?? 'card').toUpperCase()} ending ${data.method.last4}`
    : data.provider === 'manual'
      ? 'Recorded manually'
      : 'Card'
  const lines = [method, `Reference: ${data.providerRef ?? '-'}`, `Transaction: ${data.transactionId}`]
  for (const [i, line] of lines.entries()) text(page, line, 330, 684 - i * 14, 9)

  const top = 590
  page.drawRectangle({ x: 50, y: top - 6, width: 495, height: 22, color: rgb(0.94, 0.97, 0.95) })
  text(page, 'Description', 58, top, 10, bold)
  text(page, 'Period', 300, top, 10, bold)
  right(page, 'Amount', 537, top, 10, bold)
  const description = data.plan ? `${data.plan.name} plan (${INTERVAL_LABEL[data.plan.interval]})` : 'Payment'
  text(page, description, 58, top - 26)
  text(page, KIND_LABEL[data.kind] ?? data.kind, 58, top - 40, 8, regular, GREY)
  const period = data.periodStart
    ? `${day(data.periodStart)} - ${data.periodEnd ? day(data.periodEnd) : 'no end'}`
    : '-'
  text(page, period, 300, top - 26, 9)
  const amount = money(regular, data.amountCents, data.currency)
  right(page, amount, 537, top - 26)

  page.drawLine({ start: { x: 50, y: top - 56 }, end: { x: 545, y: top - 56 }, thickness: 0.5, color: GREY })
  text(page, 'Total', 330, top - 76, 12, bold)
  right(page, money(bold, data.amountCents, data.currency), 537, top - 76, 12, bold)
  text(page, `Amounts in ${data.currency.toUpperCase()}.`, 330, top - 92, 8, regular, GREY)

  text(page, 'Thank you for hiring with Hirely.', 50, 90, 10, bold, GREEN)
  text(
    page,
    `Portal: ${data.business.slug} - Questions about this invoice? Reply to the receipt e-mail or contact support.`,
    50,
    74,
    8,
    regular,
    GREY,
  )
  return pdf.save()
}
