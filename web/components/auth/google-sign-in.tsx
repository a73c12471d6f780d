import * as React from 'react'
import { setGoogleAuth } from '@/lib/auth'
import { appHost } from '@/lib/host'
import { useLogin } from '@/lib/queries/auth'

type GoogleId = {
  accounts: {
    id: {
      initialize: (o: { client_id: string; callback: (r: { credential: string }) => void; ux_mode?: string }) => void
      renderButton: (el: HTMLElement, o: Record<string, unknown>) => void
    }
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client'

function loadGoogle(): Promise<GoogleId> {
  const w = window as unknown as { google?: GoogleId }
  if (w.google) return Promise.resolve(w.google)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCRIPT
    script.async = true
    script.onload = () => (w.google ? resolve(w.google) : reject(new Error('Google sign-in did not load.')))
    script.onerror = () => reject(new Error('Google sign-in could not be reached.'))
    document.head.append(script)
  })
}

/**
 * "Sign in with Google", shown only where the platform has a Google client id. Google's own
 * script obtains the ID token; our API verifies it and signs in the account with that e-mail.
 */
export function GoogleSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const clientId = appHost.googleClientId
  const target = React.useRef<HTMLDivElement>(null)
  const signIn = useLogin()
  const [unavailable, setUnavailable] = React.useState(false)
  // The latest callbacks, without re-rendering Google's button on every render.
  const latest = React.useRef({ signIn, onSignedIn })
  latest.current = { signIn, onSignedIn }
  // biome-ignore lint/correctness/useExhaustiveDependencies: Google's button is rendered once per client id; the callbacks are read from `latest`.
  React.useEffect(() => {
    if (!clientId || !target.current) return
    let cancelled = false
    loadGoogle()
      .then((google) => {
        if (cancelled || !target.current) return
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) =>
            latest.current.signIn.mutate(
              { google_id_token: credential },
              {
                onSuccess: () => {
                  setGoogleAuth({ token: credential })
                  latest.current.onSignedIn()
                },
              },
            ),
        })
        google.accounts.id.renderButton(target.current, {
          theme: 'outline',
          size: 'large',
          width: 320,
          text: 'signin_with',
        })
      })
      .catch(() => setUnavailable(true))
    return () => {
      cancelled = true
    }
  }, [clientId])
  if (!clientId) return null
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" /> or <span className="h-px flex-1 bg-border" />
      </div>
      {unavailable ? (
        <p className="text-center text-sm text-muted-foreground">Google sign-in is unavailable right now.</p>
      ) : (
        <div ref={target} className="flex justify-center" />
      )}
    </div>
  )
}
