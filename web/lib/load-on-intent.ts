import * as React from 'react'

/**
 * Code that a page shows nothing of until someone reaches for it (a dialog's form, a popover's
 * panel, a menu) loads on intent, not with the page (issue 22: the staff app's first load is
 * held to 200 KB gzip). Pointing at or focusing its trigger starts the download; pressing it
 * (a primary click, Enter or Space) downloads it and opens it as soon as it is there.
 *
 * `onIntent(load)` makes, once per module at module level, a hook that gives a component the
 * module once it has loaded (at once on later uses), whether it was asked for open, and
 * `request(open)` (and `.preload()`); `intentHandlers(request)` are the trigger's handlers until then.
 */
export function onIntent<M>(load: () => Promise<M>) {
  let ready: M | null = null
  let pending: Promise<M> | null = null
  const get = () => {
    pending ??= load().then((module) => {
      ready = module
      return module
    })
    return pending
  }
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module at module level (a *-lazy file, a component file), never while rendering.
  function useOnIntent() {
    // An initialiser: a module that is itself a component (a function) must not be called as one.
    const [module, setModule] = React.useState<M | null>(() => ready)
    const [openOnLoad, setOpenOnLoad] = React.useState(false)
    const request = React.useCallback((open: boolean) => {
      if (open) setOpenOnLoad(true)
      void get().then((m) => setModule(() => m))
    }, [])
    return { module, openOnLoad, request }
  }
  /** Start the download without a component (a page's own button that opens the thing). */
  useOnIntent.preload = () => void get()
  return useOnIntent
}

export type IntentHandlers = Pick<
  React.DOMAttributes<HTMLElement>,
  'onPointerEnter' | 'onFocus' | 'onPointerDown' | 'onKeyDown' | 'onClick'
>

/** What a trigger does before its code is here; `openKeys`: the keys that open it (a menu adds ArrowDown). */
export function intentHandlers(request: (open: boolean) => void, openKeys = ['Enter', ' ']): IntentHandlers {
  return {
    onPointerEnter: () => request(false),
    onFocus: () => request(false),
    onPointerDown: (e) => {
      if (e.button === 0 && !e.ctrlKey) request(true)
    },
    onKeyDown: (e) => {
      if (openKeys.includes(e.key)) {
        e.preventDefault()
        request(true)
      }
    },
    onClick: () => request(true),
  }
}

/** The element's own handlers called first, then ours. */
export function chainHandlers<H extends Partial<Record<keyof React.DOMAttributes<HTMLElement>, unknown>>>(
  ours: H,
  theirs: Partial<H>,
): H {
  const out: Partial<H> = {}
  for (const key of Object.keys(ours) as (keyof H)[]) {
    const mine = ours[key] as ((e: unknown) => void) | undefined
    const own = theirs[key] as ((e: unknown) => void) | undefined
    out[key] = ((e: unknown) => {
      own?.(e)
      mine?.(e)
    }) as H[keyof H]
  }
  return out as H
}

/**
 * Keeps keyboard focus on a trigger that is swapped for the loaded component's own (a new DOM
 * element): `wrapper` holds the trigger (a `display: contents` element in both states); call
 * `remember()` when the load is requested and pass `loaded` once it is here.
 */
export function useFocusAcrossSwap(loaded: boolean) {
  const wrapper = React.useRef<HTMLElement>(null)
  const hadFocus = React.useRef(false)
  React.useLayoutEffect(() => {
    if (!loaded || !hadFocus.current) return
    hadFocus.current = false
    const active = document.activeElement
    if (active && active !== document.body && wrapper.current?.contains(active)) return
    wrapper.current?.querySelector<HTMLElement>('button, [href], [tabindex]:not([tabindex="-1"])')?.focus()
  }, [loaded])
  const remember = () => {
    hadFocus.current = !!wrapper.current?.contains(document.activeElement)
  }
  return { wrapper, remember }
}
