import { escapeHtml } from '../../lib/html'
import { button, codeBlock, emailLayout } from './layout'

export type Mail = { subject: string; html: string; template: string }

export function verificationCodeMail(name: string, businessName: string, code: string, verifyUrl: string): Mail {
  return {
    template: 'auth.verify_account',
    subject: `Your Hirely verification code: ${code}`,
    html: emailLayout(
      'Verify your e-mail address',
      `<p>Hi ${escapeHtml(name)},</p><p>Welcome to Hirely. Enter this code to verify your e-mail and activate <strong>${escapeHtml(businessName)}</strong>:</p>${codeBlock(code)}<p>The code expires in 10 minutes.</p>${button(verifyUrl, 'Verify my account')}`,
    ),
  }
}

export function resetCodeMail(name: string, code: string): Mail {
  return {
    template: 'auth.reset_password',
    subject: `Your Hirely password reset code: ${code}`,
    html: emailLayout(
      'Reset your password',
      `<p>Hi ${escapeHtml(name)},</p><p>Someone asked to reset the password of your account. Enter this code to choose a new one:</p>${codeBlock(code)}<p>The code expires in 10 minutes. If it was not you, ignore this e-mail: your password stays as it is.</p>`,
    ),
  }
}

export function passwordChangedMail(name: string): Mail {
  return {
    template: 'auth.password_changed',
    subject: 'Your Hirely password was changed',
    html: emailLayout(
      'Your password was changed',
      `<p>Hi ${escapeHtml(name)},</p><p>The password of your account was just changed and every other signed-in device was signed out. If this was not you, reset your password now and contact your administrator.</p>`,
    ),
  }
}

export function confirmEmailChangeMail(
  name: string,
  businessName: string,
  newEmail: string,
  confirmUrl: string,
  hours: number,
): Mail {
  return {
    template: 'auth.confirm_email_change',
    subject: `Confirm your new e-mail address for ${businessName}`,
    html: emailLayout(
      'Confirm your new e-mail address',
      `<p>Hi ${escapeHtml(name)},</p><p>Your account at <strong>${escapeHtml(businessName)}</strong> on Hirely is to use <strong>${escapeHtml(newEmail)}</strong> from now on. To confirm, open this link and sign in to that account (with its current e-mail address) if asked:</p>${button(confirmUrl, 'Confirm my e-mail address')}<p>The link works once, for ${hours} hours. Until then the account keeps its current address. If you do not have an account at ${escapeHtml(businessName)}, ignore this e-mail and do not forward it.</p>`,
    ),
  }
}

export function emailChangeNoticeMail(name: string, businessName: string, newEmail: string, requestedBy: string): Mail {
  return {
    template: 'auth.email_change_notice',
    subject: `Your e-mail address at ${businessName} is being changed`,
    html: emailLayout(
      'Your e-mail address is being changed',
      `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(requestedBy)} asked to change the e-mail address of your account at <strong>${escapeHtml(businessName)}</strong> to <strong>${escapeHtml(newEmail)}</strong>. The change takes effect only once that address confirms it.</p><p>If this is not what you want, contact your administrator now.</p>`,
    ),
  }
}
