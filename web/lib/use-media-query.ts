import { useSyncExternalStore } from 'react'

/** Tailwind's `md` breakpoint: below it the portal is laid out for a phone. */
export const DESKTOP_QUERY = '(min-width: 768px)'

const matches = (query: string) => typeof window !== 'undefined' && window.matchMedia(query).matches

/** Whether the media query matches now, re-rendering when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => matches(query),
    () => false,
  )
}

/** At least the `md` breakpoint (tablet landscape and up). */
export const useIsDesktop = () => useMediaQuery(DESKTOP_QUERY)
export const isDesktopNow = () => matches(DESKTOP_QUERY)
