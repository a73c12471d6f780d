import * as React from 'react'
import { cn } from '@/lib/utils'

/**
 * shadcn's tabs (same parts, props, classes and data attributes), drawn by the WAI-ARIA tabs
 * pattern itself rather than radix's: radix's tabs bring its roving focus, collection and
 * direction packages (~6 KB gzip) into the first load of every page with tabs (the candidate
 * page, settings; issue 22), for what is a tablist of buttons. Behaviour as radix's defaults:
 * the chosen tab is the one tab stop; Left/Right (looping), Home and End move to a tab and
 * choose it; an unchosen panel is hidden and its children not rendered.
 */
type TabsState = { value: string | undefined; select: (value: string) => void; baseId: string }
const TabsContext = React.createContext<TabsState | null>(null)

function useTabs(part: string) {
  const state = React.useContext(TabsContext)
  if (!state) throw new Error(`${part} must be inside <Tabs>`)
  return state
}

/** The ids radix gives a tab and its panel (a value may hold spaces). */
const tabId = (baseId: string, value: string) => `${baseId}-trigger-${value.replace(/\s/g, '-')}`
const panelId = (baseId: string, value: string) => `${baseId}-content-${value.replace(/\s/g, '-')}`

type TabsProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
}

function Tabs({ value, defaultValue, onValueChange, className, ...props }: TabsProps) {
  const [own, setOwn] = React.useState(defaultValue)
  const current = value ?? own
  const baseId = React.useId()
  const select = React.useCallback(
    (next: string) => {
      if (next === current) return
      if (value === undefined) setOwn(next)
      onValueChange?.(next)
    },
    [current, value, onValueChange],
  )
  const state = React.useMemo(() => ({ value: current, select, baseId }), [current, select, baseId])
  return (
    <TabsContext.Provider value={state}>
      <div data-slot="tabs" data-orientation="horizontal" className={cn('flex flex-col gap-2', className)} {...props} />
    </TabsContext.Provider>
  )
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        'inline-flex h-9 w-fit max-w-full items-center justify-start overflow-x-auto rounded-lg bg-muted p-[3px] text-muted-foreground',
        className,
      )}
      onKeyDown={(e) => {
        onKeyDown?.(e)
        const move = KEYS[e.key]
        if (!move || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return
        const tabs = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')]
        const index = tabs.indexOf(document.activeElement as HTMLElement)
        if (index < 0) return
        e.preventDefault()
        // Focusing a tab chooses it (the trigger's onFocus).
        tabs[move(index, tabs.length)]?.focus()
      }}
      {...props}
    />
  )
}

type TriggerProps = Omit<React.ComponentProps<'button'>, 'value'> & { value: string }

function TabsTrigger({ value, className, disabled, onClick, onFocus, ...props }: TriggerProps) {
  const { value: current, select, baseId } = useTabs('TabsTrigger')
  const active = value === current
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={active}
      aria-controls={panelId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-slot="tabs-trigger"
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      className={cn(
        "inline-flex h-[calc(100%-1px)] flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap text-foreground transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-1 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      onClick={(e) => {
        onClick?.(e)
        if (!e.defaultPrevented) select(value)
      }}
      onFocus={(e) => {
        onFocus?.(e)
        if (!e.defaultPrevented) select(value)
      }}
      {...props}
    />
  )
}

type ContentProps = Omit<React.ComponentProps<'div'>, 'value'> & { value: string }

function TabsContent({ value, className, children, ...props }: ContentProps) {
  const { value: current, baseId } = useTabs('TabsContent')
  const active = value === current
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-slot="tabs-content"
      hidden={!active}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes a panel a tab stop (radix's does too), so the keyboard reaches a panel with nothing focusable in it.
      tabIndex={0}
      className={cn('flex-1 outline-none', className)}
      {...props}
    >
      {active && children}
    </div>
  )
}

export { Tabs, TabsContent, TabsList, TabsTrigger }
