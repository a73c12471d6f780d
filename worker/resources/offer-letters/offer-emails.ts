/**
 * The product's own e-mails about offers (the ones a business does not word itself): the signing
 * code, a withdrawn offer, and what the sender hears when the candidate signs, declines or lets
 * the offer expire. The offer itself and the welcome after signing are the business's templates
 * ('offer.sent', 'offer.signed').
 */
import { escapeHtml } from '../../lib/html'
import { button, codeBlock, emailLayout } from '../../services/mail/layout'

export type Mail = { subject: string; html: string; template: string }

export function signingCodeMail(name: string, company: string, title: string, code: string): Mail {
  return {
    template: 'offer.signing_code',
    subject: `${code} is your code to sign your offer from ${company}`,
    html: emailLayout(
      'Confirm your signature',
      `<p>Hi ${escapeHtml(name)},</p><p>You asked to sign <strong>${escapeHtml(title)}</strong> from ${escapeHtml(company)}. Enter this code on the offer page to sign it:</p>${codeBlock(code)}<p>The code expires in 10 minutes and works once. If you did not ask to sign, ignore this e-mail: nothing is signed without the code.</p>`,
      `You received this e-mail because ${company} sent you an offer on Hirely.`,
    ),
  }
}

export function offerWithdrawnMail(name: string, company: string, title: string): Mail {
  return {
    template: 'offer.withdrawn',
    subject: `Your offer from ${company} was withdrawn`,
    html: emailLayout(
      'Your offer was withdrawn',
      `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(company)} has withdrawn <strong>${escapeHtml(title)}</strong>. It can no longer be signed. If you have questions, please reply to the person who sent it.</p>`,
      `You received this e-mail because ${company} sent you an offer on Hirely.`,
    ),
  }
}

/** To the sender: the candidate signed, declined, or let the offer lapse. */
export function senderNoticeMail(title: string, body: string, link: string, company: string) {
  return {
    subject: title,
    html: emailLayout(
      title,
      `<p>${body}</p>${button(link, 'Open the candidate')}`,
      `You received this e-mail because you sent this offer on ${company}'s Hirely portal.`,
    ),
  }
}
