import { Link } from '@tanstack/react-router'
import type { AuthPaths } from '@/components/auth/auth-paths'
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form'
import { ResetPasswordForm } from '@/components/auth/reset-password-form'
import { VerifyOtpForm } from '@/components/auth/verify-otp-form'
import { AuthLayout } from '@/components/layout/auth-layout'

/** The three password-reset screens, the same for staff and candidates (only the paths differ). */
function BackToLogin({ paths }: { paths: AuthPaths }) {
  return (
    <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
      Back to sign in
    </Link>
  )
}

export function ForgotPasswordScreen({ paths, email }: { paths: AuthPaths; email?: string }) {
  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter your e-mail and we will send you a 6-digit code to reset it."
      footer={<BackToLogin paths={paths} />}
    >
      <ForgotPasswordForm paths={paths} email={email} />
    </AuthLayout>
  )
}

export function VerifyOtpScreen({ paths, email }: { paths: AuthPaths; email?: string }) {
  return (
    <AuthLayout
      title="Enter the code"
      description={
        email ? (
          <>
            We sent a 6-digit code to <span className="font-medium text-foreground">{email}</span>. It expires in 10
            minutes.
          </>
        ) : (
          'Enter your e-mail and the 6-digit code we sent you.'
        )
      }
      footer={<BackToLogin paths={paths} />}
    >
      <VerifyOtpForm paths={paths} email={email} />
    </AuthLayout>
  )
}

export function ResetPasswordScreen({ paths }: { paths: AuthPaths }) {
  return (
    <AuthLayout
      title="Choose a new password"
      description="Signing in again will be with this password."
      footer={<BackToLogin paths={paths} />}
    >
      <ResetPasswordForm paths={paths} />
    </AuthLayout>
  )
}
