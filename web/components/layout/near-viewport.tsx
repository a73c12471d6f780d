import * as React from 'react'

/**
 * Code for a part of a page below the first screen loads when the part comes near the viewport
 * (issue 22: the candidate page's first load within 200 KB gzip), not with the page. Where the
 * browser has no IntersectionObserver it loads at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '200px'): [React.RefCallback<T>, boolean] {
  const [near, setNear] = React.useState(() => typeof IntersectionObserver === 'undefined')
  const ref = React.useCallback(
    (node: T | null) => {
      if (!node || typeof IntersectionObserver === 'undefined') return
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setNear(true)
            observer.disconnect()
          }
        },
        { rootMargin },
      )
      observer.observe(node)
      return () => observer.disconnect()
    },
    [rootMargin],
  )
  return [ref, near]
}

/**
 * `children` (typically a React.lazy component) once this spot is near the viewport; until
 * then, and while its code loads, `fallback`, which should take the room the content will.
 */
export function NearViewport({ fallback, children }: { fallback: React.ReactNode; children: React.ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  return <div ref={ref}>{near ? <React.Suspense fallback={fallback}>{children}</React.Suspense> : fallback}</div>
}
