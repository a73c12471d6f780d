import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { ApiError } from '@/lib/api'
import { applyServerErrors, type FieldLabels } from '@/lib/forms'
import { notify } from '@/lib/toast'

/**
 * A failed save: the server's message is the toast; its field errors go on the fields, and a
 * conflict (409, e.g. a name already taken) on `conflictField`.
 */
export function showServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, FieldValues>, 'setError'>,
  error: Error,
  opts: { conflictField?: Path<T>; labels?: FieldLabels } = {},
) {
  notify.error(error.message)
  if (applyServerErrors(form, error, opts.labels)) return
  if (error instanceof ApiError && error.status === 409 && opts.conflictField)
    form.setError(opts.conflictField, { type: 'server', message: error.message }, { shouldFocus: true })
}
