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
