import * as React from 'react'
import { cn } from '@/lib/utils'
import type * as Radix from './dropdown-menu-radix'

/**
 * The dropdown menu, loaded when it is first reached for (issue 22). Radix's menu brings its
 * popper, floating-ui, focus scope, dismissable layer, scroll lock and roving focus (~30 KB
 * gzip) into every page that shows a menu button: the header's account menu, every list's row
 * actions. Until someone points at, focuses or presses a trigger, the trigger is the page's own
 * button (marked as opening a menu) and nothing else of the menu is drawn; pointing at or focusing
 * it fetches the radix menu (./dropdown-menu-radix.tsx), which takes over, open, when the trigger
 * is pressed (or at once, when another menu of the page already brought it).
 * Same parts and props as shadcn's.
 */
type Parts = typeof Radix

const load = () => import('./dropdown-menu-radix')
let ready: Parts | null = null

const MenuParts = React.createContext<{ parts: Parts | null; request: (open: boolean) => void }>({
  parts: null,
  request: () => {},
})

function DropdownMenu(props: React.ComponentProps<Parts['DropdownMenu']>) {
  const [parts, setParts] = React.useState<Parts | null>(ready)
  const [openOnLoad, setOpenOnLoad] = React.useState(false)
  const { onOpenChange } = props
  // Pointing at or focusing the trigger only fetches radix; it takes over when the menu opens.
  // Drawn earlier, it would replace the focused trigger under a keyboard user about to press Enter.
  const request = React.useCallback(
    (open: boolean) => {
      if (!open) {
        void load()
        return
      }
      setOpenOnLoad(true)
      onOpenChange?.(true)
      void load().then((module) => {
        ready = module
        setParts(() => module)
      })
    },
    [onOpenChange],
  )
  const value = React.useMemo(() => ({ parts, request }), [parts, request])
  if (!parts) return <MenuParts.Provider value={value}>{props.children}</MenuParts.Provider>
  return (
    <MenuParts.Provider value={value}>
      <parts.DropdownMenu {...props} defaultOpen={props.defaultOpen ?? openOnLoad} />
    </MenuParts.Provider>
  )
}

type Handlers = Pick<
  React.DOMAttributes<HTMLElement>,
  'onPointerEnter' | 'onFocus' | 'onPointerDown' | 'onKeyDown' | 'onClick'
>

/** Calls the child's own handler, then ours. */
function chained(own: Handlers, child: Handlers): Handlers {
  const out: Handlers = {}
  for (const key of Object.keys(own) as (keyof Handlers)[]) {
    const ours = own[key] as ((e: unknown) => void) | undefined
    const theirs = child[key] as ((e: unknown) => void) | undefined
    out[key] = ((e: unknown) => {
      theirs?.(e)
      ours?.(e)
    }) as never
  }
  return out
}

function DropdownMenuTrigger({ asChild, children, ...props }: React.ComponentProps<Parts['DropdownMenuTrigger']>) {
  const { parts, request } = React.useContext(MenuParts)
  if (parts)
    return (
      <parts.DropdownMenuTrigger asChild={asChild} {...props}>
        {children}
      </parts.DropdownMenuTrigger>
    )
  // What radix's trigger does: open on a primary pointer press, Enter, Space or ArrowDown.
  const handlers: Handlers = {
    onPointerEnter: () => request(false),
    onFocus: () => request(false),
    onPointerDown: (e) => {
      if (e.button === 0 && !e.ctrlKey) request(true)
    },
    onKeyDown: (e) => {
      if (['Enter', ' ', 'ArrowDown'].includes(e.key)) {
        e.preventDefault()
        request(true)
      }
    },
    onClick: () => request(true),
  }
  const aria = { 'aria-haspopup': 'menu', 'aria-expanded': false, 'data-state': 'closed' } as const
  if (asChild && React.isValidElement<Handlers & Record<string, unknown>>(children))
    return React.cloneElement(children, { ...props, ...aria, ...chained(handlers, children.props) })
  return (
    <button type="button" {...props} {...aria} {...chained(handlers, props as Handlers)}>
      {children}
    </button>
  )
}

/** A part drawn only inside an open menu, so only once radix is here. */
function part<K extends Exclude<keyof Parts, 'DropdownMenu' | 'DropdownMenuTrigger' | 'DropdownMenuShortcut'>>(
  name: K,
) {
  type Props = React.ComponentProps<Parts[K]>
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level (below), never while rendering.
  function Part(props: Props) {
    const { parts } = React.useContext(MenuParts)
    if (!parts) return null
    // The same component's own props (TypeScript cannot follow K through the union of parts).
    const Component = parts[name] as unknown as React.ComponentType<Record<string, unknown>>
    return <Component {...(props as Record<string, unknown>)} />
  }
  Part.displayName = name
  return Part
}

const DropdownMenuContent = part('DropdownMenuContent')
const DropdownMenuItem = part('DropdownMenuItem')
const DropdownMenuCheckboxItem = part('DropdownMenuCheckboxItem')
const DropdownMenuRadioItem = part('DropdownMenuRadioItem')
const DropdownMenuRadioGroup = part('DropdownMenuRadioGroup')
const DropdownMenuGroup = part('DropdownMenuGroup')
const DropdownMenuLabel = part('DropdownMenuLabel')
const DropdownMenuSeparator = part('DropdownMenuSeparator')
const DropdownMenuSub = part('DropdownMenuSub')
const DropdownMenuSubTrigger = part('DropdownMenuSubTrigger')
const DropdownMenuSubContent = part('DropdownMenuSubContent')

function DropdownMenuShortcut({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="dropdown-menu-shortcut"
      className={cn('ml-auto text-xs tracking-widest text-muted-foreground', className)}
      {...props}
    />
  )
}

export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
}
