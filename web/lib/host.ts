/** Which portal this page was served on: written into the page by the Worker (see worker/pages). */
export type AppHost = {
  host: 'main' | 'business' | 'candidate'
  slug: string | null
  business: { name: string; status: string } | null
  mainDomain: string
  candidatePattern: string
  /** Set when Google sign-in is configured (GOOGLE_CLIENT_ID). */
  googleClientId?: string | null
}

function read(): AppHost {
  const el = typeof document === 'undefined' ? null : document.getElementById('app-host')
  if (el?.textContent) return JSON.parse(el.textContent) as AppHost
  // Served without the Worker (vite dev of the SPA alone): assume the main domain.
  return { host: 'main', slug: null, business: null, mainDomain: location.host, candidatePattern: '{slug}-candidate' }
}

export const appHost: AppHost = read()
