/**
 * Secrets that arrive in a link (an invitation, a document upload link, the console's portal
 * sign-in): taken once, before the router reads the address or anything is fetched, and
 * removed from the address bar at once (history.replaceState), so they never sit in history,
 * bookmarks or a Referer. Links carry them in the fragment (#token=), which browsers never send
 * to a server; an older link with ?token= is read and cleaned the same way. main.tsx runs
 * takeLinkSecrets() first thing (lib/strip-link-secrets.ts); pages read linkSecret().
 */
const SECRET_PARAMS = ['token'] as const
export type LinkSecret = (typeof SECRET_PARAMS)[number]

const taken = new Map<LinkSecret, string>()

type Place = Pick<Location, 'href'>
type Rewriter = Pick<History, 'replaceState' | 'state'>

export function takeLinkSecrets(place: Place = window.location, history: Rewriter = window.history): void {
  const url = new URL(place.href)
  const fragment = new URLSearchParams(url.hash.slice(1))
  let found = false
  for (const name of SECRET_PARAMS) {
    const value = fragment.get(name) || url.searchParams.get(name)
    if (value) taken.set(name, value)
    if (fragment.has(name) || url.searchParams.has(name)) found = true
    fragment.delete(name)
    url.searchParams.delete(name)
  }
  if (!found) return
  const rest = fragment.toString()
  history.replaceState(history.state, '', `${url.pathname}${url.search}${rest ? `#${rest}` : ''}`)
}

/** The secret this page's link carried (undefined when it came without one). */
export const linkSecret = (name: LinkSecret): string | undefined => taken.get(name)
