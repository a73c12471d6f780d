import * as React from 'react'
import { chainHandlers, type IntentHandlers, intentHandlers, onIntent, useFocusAcrossSwap } from '@/lib/load-on-intent'

/** What a lazily loaded dialog takes besides its own props. */
export type LazyDialogProps = {
  /** The button that opens it (a dialog that draws its own trigger). */
  trigger?: React.ReactNode
  /** A dialog opened by its page (`open`) rather than by a trigger loads when it is first opened. */
  open?: boolean
  /** Set by the wrapper: the trigger was pressed before the dialog's code was here. */
  defaultOpen?: boolean
}

/**
 * A form dialog whose code (the form, its fields, the resolver, radix's dialog) loads on intent
 * (lib/load-on-intent): its trigger is drawn at once, as it will look, and pointing at or
 * focusing it starts the download; pressing it opens the dialog as soon as the code is here. A
 * dialog its page opens (`open`) loads when it first opens. Nothing of it is in a page's first
 * load (issue 22).
 */
export function lazyDialog<P extends LazyDialogProps>(load: () => Promise<React.ComponentType<P>>) {
  const useDialog = onIntent(load)
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at module level (the *-lazy.tsx files), never while rendering.
  function LazyDialog(props: P) {
    const { module: Dialog, openOnLoad, request } = useDialog()
    const { wrapper, remember } = useFocusAcrossSwap(Dialog !== null)
    const { open, trigger } = props
    React.useEffect(() => {
      if (open) request(true)
    }, [open, request])
    if (Dialog)
      return (
        <span ref={wrapper} data-slot="lazy-dialog" className="contents">
          <Dialog {...props} defaultOpen={openOnLoad} />
        </span>
      )
    if (!React.isValidElement<IntentHandlers & Record<string, unknown>>(trigger)) return null
    const ask = (openIt: boolean) => {
      remember()
      request(openIt)
    }
    return (
      <span ref={wrapper} data-slot="lazy-dialog" className="contents">
        {React.cloneElement(trigger, {
          // What radix's trigger says of itself, until it is here.
          'aria-haspopup': 'dialog',
          'aria-expanded': false,
          'data-state': 'closed',
          ...chainHandlers(intentHandlers(ask), trigger.props),
        })}
      </span>
    )
  }
  /** For a dialog its page opens: call when the page's own button is reached for. */
  LazyDialog.preload = useDialog.preload
  return LazyDialog
}
