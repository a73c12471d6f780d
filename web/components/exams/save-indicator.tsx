import { AlertTriangle, Check, Loader2, WifiOff } from 'lucide-react'
import type { SaveState } from './use-exam-session'

/** Whether every answer is safe on the server: "All answers saved", "Saving…", or why not yet. */
export function SaveIndicator({ state, online }: { state: SaveState; online: boolean }) {
  const view = !online
    ? { icon: WifiOff, text: 'Offline: answers kept on this device', tone: 'text-amber-700' }
    : state === 'saving'
      ? { icon: Loader2, text: 'Saving…', tone: 'text-muted-foreground', spin: true }
      : state === 'retrying'
        ? { icon: AlertTriangle, text: 'Not saved yet: retrying', tone: 'text-amber-700' }
        : { icon: Check, text: 'All answers saved', tone: 'text-green-700' }
  const Icon = view.icon
  return (
    <output aria-live="polite" data-testid="save-state" className={`flex items-center gap-1.5 text-sm ${view.tone}`}>
      <Icon aria-hidden="true" className={`size-4 ${'spin' in view && view.spin ? 'animate-spin' : ''}`} />
      {view.text}
    </output>
  )
}
