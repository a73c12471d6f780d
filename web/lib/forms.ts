/**
 * Forms use the same zod schemas as the API (imported from '@worker/schemas/...'). The shared
 * zod answers with the seed's messages holding '{label}'; the resolver here fills it in.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { humanize, LABEL, type z } from '@worker/schemas/zod'
import {
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form'
import { ApiError } from '@/lib/api'

/** Labels by field path ('contacts.0.email') or by key ('email'); humanize(key) otherwise. */
export type FieldLabels = Record<string, string>

export function labelFor(path: string, labels: FieldLabels = {}): string {
  const key =
    path
      .split('.')
      .reverse()
      .find((part) => !/^\d+$/.test(part)) ?? path
  return labels[path] ?? labels[key] ?? humanize(key)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null || Array.isArray(value)
}

function relabel(errors: Record<string, unknown>, labels: FieldLabels, prefix: string): Record<string, unknown> {
  const out: Record<string, unknown> = Array.isArray(errors)
    ? ([...errors] as unknown as Record<string, unknown>)
    : { ...errors }
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !isPlainObject(value)) continue
    const path = prefix ? `${prefix}.${key}` : key
    const label = labelFor(path, labels)
    const next = relabel(value, labels, path)
    if (typeof value.message === 'string') next.message = value.message.replaceAll(LABEL, label)
    if (isPlainObject(value.types)) {
      next.types = Object.fromEntries(
        Object.entries(value.types).map(([t, m]) => [t, typeof m === 'string' ? m.replaceAll(LABEL, label) : m]),
      )
    }
    if ('ref' in value) next.ref = value.ref
    out[key] = next
  }
  return out
}

/** Walks react-hook-form's nested errors, replacing '{label}' in each message (never touches `ref`). */
export function labelErrors<T extends FieldValues>(errors: FieldErrors<T>, labels: FieldLabels = {}): FieldErrors<T> {
  return relabel(errors as Record<string, unknown>, labels, '') as FieldErrors<T>
}

/** Wraps any resolver so its messages come out with the field's label. */
export function withLabels<TIn extends FieldValues, TCtx, TOut>(
  resolver: Resolver<TIn, TCtx, TOut>,
  labels?: FieldLabels,
): Resolver<TIn, TCtx, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    if (!Object.keys(result.errors).length) return result
    return { values: {}, errors: labelErrors(result.errors as FieldErrors<TIn>, labels) }
  }
}

type AnySchema = z.ZodType<FieldValues, FieldValues>

export type UseZodFormOptions<S extends AnySchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> & { labels?: FieldLabels }

export function useZodForm<S extends AnySchema>(
  schema: S,
  options: UseZodFormOptions<S> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const { labels, ...formOptions } = options
  const resolver = withLabels(zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>, labels)
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...formOptions, resolver })
}

type SettableForm<T extends FieldValues> = Pick<UseFormReturn<T, unknown, FieldValues>, 'setError'>

/**
 * Puts the API's `errors: [{ field, message }]` on the form's fields; a whole-request error
 * (field 'body' or none) goes to `root.server`. Returns how many were applied, so callers can
 * fall back to a toast when there were none.
 */
export function applyServerErrors<T extends FieldValues>(
  form: SettableForm<T>,
  error: unknown,
  labels?: FieldLabels,
): number {
  if (!(error instanceof ApiError)) return 0
  error.errors.forEach(({ field, message }, index) => {
    const text = field ? message.replaceAll(LABEL, labelFor(field, labels)) : message
    const name = (!field || field === 'body' ? 'root.server' : field) as Path<T> | 'root.server'
    form.setError(name, { type: 'server', message: text }, { shouldFocus: index === 0 })
  })
  return error.errors.length
}
