import * as React from 'react'
import { chainHandlers, type IntentHandlers, intentHandlers, onIntent } from '@/lib/load-on-intent'

// biome-ignore lint/suspicious/noExplicitAny: any component; each part keeps its own props below.
type Parts = Record<string, React.JSXElementConstructor<any>>
type Loose = React.ComponentType<Record<string, unknown>>
type RootProps = {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  children?: React.ReactNode
}
type TriggerProps = { asChild?: boolean; children?: React.ReactNode }

/**
 * Radix's dialog, alert dialog and sheet, loaded when first reached for (issue 22): with them
 * come its focus scope, dismissable layer, scroll lock and portal (~15 KB gzip), which a page
 * shows nothing of until a dialog opens. Same parts and props as shadcn's (the `*-radix.tsx`
 * files hold those); until the code is here, the root draws only its children, the trigger is
 * the page's own button (marked as opening a dialog; pointing at or focusing it starts the
 * download, pressing it opens the dialog once loaded, keyboard focus kept) and every other part
 * draws nothing. A dialog its page opens (`open`) loads when it first opens.
 */
export function onDemandParts<P extends Parts, R extends keyof P & string, T extends keyof P & string>(
  load: () => Promise<P>,
  root: R,
  trigger: T,
) {
  const useParts = onIntent(load)
  const Context = React.createContext<{
    parts: P | null
    request: (open: boolean) => void
    refocus: React.RefObject<boolean>
  }>({ parts: null, request: () => {}, refocus: { current: false } })

  // biome-ignore lint/correctness/noComponentHookFactories: the factory is called once per component at module level (ui/dialog, ui/alert-dialog, ui/sheet), never while rendering.
  function Root(props: React.ComponentProps<P[R]>) {
    const { module: parts, openOnLoad, request: fetchParts } = useParts()
    const { open, defaultOpen, onOpenChange, children } = props as RootProps
    const refocus = React.useRef(false)
    const request = React.useCallback(
      (openIt: boolean) => {
        if (openIt) onOpenChange?.(true)
        fetchParts(openIt)
      },
      [fetchParts, onOpenChange],
    )
    React.useEffect(() => {
      if (open && !parts) fetchParts(true)
    }, [open, parts, fetchParts])
    const value = React.useMemo(() => ({ parts, request, refocus }), [parts, request])
    const Loaded = parts?.[root] as Loose | undefined
    return (
      <Context.Provider value={value}>
        {Loaded ? <Loaded {...props} defaultOpen={defaultOpen ?? openOnLoad} /> : children}
      </Context.Provider>
    )
  }

  // biome-ignore lint/correctness/noComponentHookFactories: the factory is called once per component at module level (ui/dialog, ui/alert-dialog, ui/sheet), never while rendering.
  function Trigger(props: React.ComponentProps<P[T]>) {
    const { parts, request, refocus } = React.useContext(Context)
    const ref = React.useRef<HTMLButtonElement>(null)
    // The loaded trigger is a new element: it takes the focus the page's own button had.
    React.useLayoutEffect(() => {
      if (!parts || !refocus.current) return
      refocus.current = false
      const active = document.activeElement
      if (!active || active === document.body) ref.current?.focus()
    }, [parts, refocus])
    const Loaded = parts?.[trigger] as Loose | undefined
    if (Loaded) return <Loaded ref={ref} {...props} />
    const { asChild, children, ...rest } = props as TriggerProps & Record<string, unknown>
    const ask = (openIt: boolean) => {
      refocus.current = ref.current !== null && ref.current === document.activeElement
      request(openIt)
    }
    const own = { 'aria-haspopup': 'dialog', 'aria-expanded': false, 'data-state': 'closed', ref } as const
    if (asChild && React.isValidElement<IntentHandlers & Record<string, unknown>>(children))
      return React.cloneElement(children, { ...rest, ...own, ...chainHandlers(intentHandlers(ask), children.props) })
    return (
      <button type="button" {...rest} {...own} {...chainHandlers(intentHandlers(ask), rest as IntentHandlers)}>
        {children}
      </button>
    )
  }

  /** A part drawn only inside an open dialog, so only once the code is here. */
  function part<K extends keyof P & string>(name: K) {
    // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, never while rendering.
    function Part(props: React.ComponentProps<P[K]>) {
      const { parts } = React.useContext(Context)
      const Loaded = parts?.[name] as Loose | undefined
      return Loaded ? <Loaded {...(props as Record<string, unknown>)} /> : null
    }
    Part.displayName = name
    return Part
  }

  Root.displayName = root
  Trigger.displayName = trigger
  return { Root, Trigger, part }
}
