import * as React from 'react'
import { chainHandlers, onIntent } from '@/lib/load-on-intent'
import type * as Radix from './tooltip-radix'

/**
 * shadcn's tooltip (./tooltip-radix.tsx), its radix code loaded when a trigger is first pointed
 * at or focused (issue 22): radix's tooltip brings its popper, floating-ui, dismissable layer and
 * portal (~14 KB gzip) for a hint nobody sees until then. Until the code is here the trigger is
 * the page's own element and the content draws nothing; once loaded, the tooltip shows at once
 * if the pointer or focus is still on its trigger. Same parts and props as shadcn's.
 */
type Parts = typeof Radix
const useParts = onIntent(() => import('./tooltip-radix'))

const Context = React.createContext<{ parts: Parts | null; hover: (on: boolean) => void }>({
  parts: null,
  hover: () => {},
})

function Tooltip(props: React.ComponentProps<Parts['Tooltip']>) {
  const { module: parts, request } = useParts()
  // Whether the pointer or focus is on the trigger while the code loads: it opens if so.
  const [wanted, setWanted] = React.useState(false)
  const hover = React.useCallback(
    (on: boolean) => {
      setWanted(on)
      if (on) request(false)
    },
    [request],
  )
  const value = React.useMemo(() => ({ parts, hover }), [parts, hover])
  return (
    <Context.Provider value={value}>
      {parts ? <parts.Tooltip {...props} defaultOpen={props.defaultOpen ?? wanted} /> : props.children}
    </Context.Provider>
  )
}

function TooltipTrigger({ asChild, children, ...props }: React.ComponentProps<Parts['TooltipTrigger']>) {
  const { parts, hover } = React.useContext(Context)
  if (parts)
    return (
      <parts.TooltipTrigger asChild={asChild} {...props}>
        {children}
      </parts.TooltipTrigger>
    )
  const ours = {
    onPointerEnter: () => hover(true),
    onPointerLeave: () => hover(false),
    onFocus: () => hover(true),
    onBlur: () => hover(false),
  }
  const own = { 'data-slot': 'tooltip-trigger', 'data-state': 'closed' } as const
  if (asChild && React.isValidElement<Partial<typeof ours> & Record<string, unknown>>(children))
    return React.cloneElement(children, { ...props, ...own, ...chainHandlers(ours, children.props) })
  return (
    <button type="button" {...props} {...own} {...chainHandlers(ours, props as Partial<typeof ours>)}>
      {children}
    </button>
  )
}

/** Drawn only while the tooltip is open, so only once the code is here. */
function TooltipContent(props: React.ComponentProps<Parts['TooltipContent']>) {
  const { parts } = React.useContext(Context)
  return parts ? <parts.TooltipContent {...props} /> : null
}

export { Tooltip, TooltipContent, TooltipTrigger }
