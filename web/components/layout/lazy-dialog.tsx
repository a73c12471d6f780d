import * as React from 'react'

/**
 * A form dialog whose code (the form, its fields, the resolver) loads once the page has
 * rendered rather than with it: list and record pages show at once, and the dialog is there by
 * the time anyone reaches for it. Until it is, its trigger shows disabled.
 */
export function lazyDialog<P extends object>(load: () => Promise<React.ComponentType<P>>) {
  const Lazy = React.lazy(() => load().then((Component) => ({ default: Component })))
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module level (the *-lazy.tsx files), never while rendering.
  function LazyDialog(props: P & { trigger?: React.ReactNode }) {
    const trigger = props.trigger
    const fallback = React.isValidElement<{ disabled?: boolean }>(trigger)
      ? React.cloneElement(trigger, { disabled: true })
      : null
    return (
      <React.Suspense fallback={fallback}>
        <Lazy {...props} />
      </React.Suspense>
    )
  }
  return LazyDialog
}
