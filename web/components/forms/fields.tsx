/** Form fields of the job forms (jobs and job requests), bound to react-hook-form. */
import * as React from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import type { Option } from '@/lib/queries/opportunities'

type Base<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
  description?: React.ReactNode
  className?: string
}

/** Radix Select has no empty value: this stands for "none". */
const NONE = '__none__'

/** A select box; with `noneLabel` the field may be cleared (null). */
export function SelectField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  description,
  className,
  options,
  placeholder,
  noneLabel,
  disabled,
}: Base<T, TOut> & { options: Option[]; placeholder?: string; noneLabel?: string; disabled?: boolean }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <Select
            value={field.value ? String(field.value) : noneLabel ? NONE : ''}
            onValueChange={(v) => field.onChange(v === NONE ? null : v)}
            disabled={disabled}
          >
            <FormControl>
              <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder ?? `Select ${label.toLowerCase()}`} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {noneLabel && <SelectItem value={NONE}>{noneLabel}</SelectItem>}
              {options.map((o) => (
                <SelectItem key={o.value} value={o.value}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

export function TextareaField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  description,
  className,
  rows = 4,
  placeholder,
}: Base<T, TOut> & { rows?: number; placeholder?: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea rows={rows} placeholder={placeholder} {...field} value={field.value ?? ''} />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** A whole number; the form keeps what was typed and the schema turns it into a number. */
export function NumberField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  description,
  className,
  min,
  placeholder,
}: Base<T, TOut> & { min?: number; placeholder?: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode="numeric"
              min={min}
              step={1}
              placeholder={placeholder}
              {...field}
              value={field.value ?? ''}
            />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

const parseSkills = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** Skills typed as a comma-separated list; the form holds the list. */
export function SkillsField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  description,
  className,
}: Base<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <SkillsInput
          label={label}
          description={description}
          className={className}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  )
}

function SkillsInput({
  label,
  description,
  className,
  value,
  onChange,
  onBlur,
}: {
  label: string
  description?: React.ReactNode
  className?: string
  value: string[]
  onChange: (v: string[]) => void
  onBlur: () => void
}) {
  const [text, setText] = React.useState(value.join(', '))
  return (
    <FormItem className={className}>
      <FormLabel>{label}</FormLabel>
      <FormControl>
        <Input
          value={text}
          placeholder="TypeScript, PostgreSQL, AWS"
          onChange={(e) => {
            setText(e.target.value)
            onChange(parseSkills(e.target.value))
          }}
          onBlur={() => {
            setText(parseSkills(text).join(', '))
            onBlur()
          }}
        />
      </FormControl>
      <FormDescription>{description ?? 'Separate skills with commas.'}</FormDescription>
      <FormMessage />
    </FormItem>
  )
}

export const optionsOf = (labels: Record<string, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))
