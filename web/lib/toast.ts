import { toast } from 'sonner'

/** The seed's notice: 3 seconds, one at a time, green on success and red on failure. */
export const TOAST_DURATION = 3000

function show(kind: 'success' | 'error', message: string): string | number {
  // One at a time: the previous notice goes before the next one appears.
  toast.dismiss()
  return toast[kind](message, { duration: TOAST_DURATION })
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  dismiss: () => toast.dismiss(),
}
