import { escapeHtml } from '../../lib/html'
import type { Mail } from './auth-emails'
import { button, emailLayout } from './layout'

/**
 * A business the platform admin created: its owner has no password yet. The verification code
 * arrives in its own e-mail; this one says what happens and links to the portal's "set a
 * password" step (the staff password-reset flow on the business's own sub-domain).
 */
export function ownerInvitationMail(
  ownerName: string,
  businessName: string,
  verifyUrl: string,
  setPasswordUrl: string,
  loginUrl: string,
): Mail {
  return {
    template: 'admin.business_invitation',
    subject: `${businessName} is ready on Hirely: set up your account`,
    html: emailLayout(
      `Welcome to Hirely, ${ownerName}`,
      `<p>Hi ${escapeHtml(ownerName)},</p>
<p>The Hirely team created <strong>${escapeHtml(businessName)}</strong> for you, with you as its owner. Two steps and you are in:</p>
<ol><li>Verify your e-mail with the 6-digit code we sent in a separate e-mail.</li>
<li>Choose your password: on your portal's password page, ask for a code and set the password you want.</li></ol>
${button(verifyUrl, 'Verify my e-mail')}${button(setPasswordUrl, 'Set my password')}
<p>Then sign in at <a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a>.</p>`,
    ),
  }
}

export function paymentReceiptMail(
  businessName: string,
  planName: string,
  amount: string,
  invoiceNumber: string,
  billingUrl: string,
): Mail {
  return {
    template: 'billing.receipt',
    subject: `Payment received: ${invoiceNumber} (${amount})`,
    html: emailLayout(
      'Thank you for your payment',
      `<p>We received <strong>${escapeHtml(amount)}</strong> from ${escapeHtml(businessName)} for the <strong>${escapeHtml(planName)}</strong> plan.</p>
<p>Your invoice ${escapeHtml(invoiceNumber)} is ready to download from the billing page of your portal.</p>${button(billingUrl, 'Open billing')}`,
    ),
  }
}
