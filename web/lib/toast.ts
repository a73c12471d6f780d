/**
 * The seed's notice: 3 seconds, one at a time, green on success and red on failure. Sonner
 * loads when it may be needed (the first notice, or the first key or pointer press:
 * components/layout/app-toaster.tsx), never with a page; a notice asked for before it is there
 * shows as soon as it is (sonner replays what is active when its Toaster mounts).
 */
export const TOAST_DURATION = 3000

let sonner: Promise<typeof import('sonner')> | undefined
export const loadSonner = () => {
  sonner ??= import('sonner')
  return sonner
}

/** Whether the Toaster should be mounted yet: set once, by the first notice or the first interaction. */
let wanted = false
const listeners = new Set<() => void>()
export const toasterWanted = {
  get: () => wanted,
  want: () => {
    if (wanted) return
    wanted = true
    for (const listener of listeners) listener()
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

function show(kind: 'success' | 'error', message: string): void {
  toasterWanted.want()
  void loadSonner().then(({ toast }) => {
    // One at a time: the previous notice goes before the next one appears.
    toast.dismiss()
    toast[kind](message, { duration: TOAST_DURATION })
  })
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  // Nothing to dismiss before sonner has loaded.
  dismiss: () => void sonner?.then(({ toast }) => toast.dismiss()),
}
