/** The exam's e-mails: the candidate's receipt and reminder, and the note to the hiring team. */
import { escapeHtml } from '../../lib/html'
import { button, emailLayout } from '../../services/mail/layout'

const p = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`

export function examReceiptMail(o: {
  firstName: string
  businessName: string
  title: string
  status: 'submitted' | 'expired'
  answered: number
  total: number
  at: string
}) {
  const subject = `${o.businessName}: your exam "${o.title}" was received`
  const how =
    o.status === 'submitted'
      ? `You submitted it on ${o.at}.`
      : `Its time ran out on ${o.at}, so it was submitted for you with the answers you had given.`
  return {
    subject,
    html: emailLayout(
      'Your exam was received',
      [
        p(`Hi ${o.firstName},`),
        p(`${o.businessName} has received your exam "${o.title}". ${how}`),
        p(`You answered ${o.answered} of ${o.total} questions. The hiring team will review it and be in touch.`),
      ].join(''),
    ),
  }
}

export function examReminderMail(o: {
  firstName: string
  businessName: string
  title: string
  closes: string
  link: string
}) {
  return {
    subject: `${o.businessName}: your exam "${o.title}" closes ${o.closes}`,
    html: emailLayout(
      'Your exam is waiting',
      [
        p(`Hi ${o.firstName},`),
        p(
          `${o.businessName} invited you to take the online exam "${o.title}". You have not started it yet, and it can be started until ${o.closes}.`,
        ),
        button(o.link, 'Open the exam'),
        p('You can turn these reminders off in your candidate settings.'),
      ].join(''),
    ),
  }
}

export function examSubmittedStaffMail(o: {
  candidate: string
  title: string
  status: 'submitted' | 'expired'
  score: number
  maxScore: number
  toReview: number
  link: string
}) {
  const what = o.status === 'submitted' ? 'submitted' : 'ran out of time on'
  return {
    subject: `${o.candidate} ${what} "${o.title}"`,
    html: emailLayout(
      `${o.candidate} ${what} the exam`,
      [
        p(`Automatic score so far: ${o.score} of ${o.maxScore}.`),
        o.toReview ? p(`${o.toReview} written or spoken answer(s) wait for a reviewer.`) : '',
        button(o.link, 'See the results'),
      ].join(''),
    ),
  }
}
