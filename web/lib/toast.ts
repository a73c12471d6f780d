/**
 * The seed's notice: 3 seconds, one at a time, green on success and red on failure. Sonner
 * loads just after the first paint (it is in no page's first load); a notice asked for before
 * it is there shows as soon as it is (sonner replays what is active when its Toaster mounts).
 */
export const TOAST_DURATION = 3000

let sonner: Promise<typeof import('sonner')> | undefined
export const loadSonner = () => {
  sonner ??= import('sonner')
  return sonner
}

function show(kind: 'success' | 'error', message: string): void {
  void loadSonner().then(({ toast }) => {
    // One at a time: the previous notice goes before the next one appears.
    toast.dismiss()
    toast[kind](message, { duration: TOAST_DURATION })
  })
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  dismiss: () => void loadSonner().then(({ toast }) => toast.dismiss()),
}
