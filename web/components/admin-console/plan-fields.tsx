import * as React from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'

type Props<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
  className?: string
  description?: string
}

const toInt = (text: string) => (text.trim() === '' ? null : Number(text))

/** A whole number kept as a number in the form (what the schema expects). */
export function IntField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  className,
  description,
}: Props<T, TOut>) {
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
              step={1}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(toInt(e.target.value))}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** A plan limit: a number, or null when "Unlimited" is ticked. */
export function LimitField<T extends FieldValues, TOut>({ control, name, label, className }: Props<T, TOut>) {
  const id = React.useId()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const unlimited = field.value === null
        return (
          <FormItem className={className}>
            <FormLabel>{label}</FormLabel>
            <FormControl>
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                disabled={unlimited}
                placeholder={unlimited ? 'Unlimited' : undefined}
                value={unlimited ? '' : (field.value ?? '')}
                onChange={(e) => field.onChange(toInt(e.target.value) ?? 0)}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
              />
            </FormControl>
            <div className="flex items-center gap-2">
              <Checkbox id={id} checked={unlimited} onCheckedChange={(v) => field.onChange(v === true ? null : 0)} />
              <Label htmlFor={id} className="text-xs font-normal text-muted-foreground">
                Unlimited
              </Label>
            </div>
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}

/** Features, one per line; the form holds the list. */
export function FeaturesField<T extends FieldValues, TOut>({ control, name, label, className }: Props<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FeaturesInput
          label={label}
          className={className}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  )
}

function FeaturesInput({
  label,
  className,
  value,
  onChange,
  onBlur,
}: {
  label: string
  className?: string
  value: string[]
  onChange: (v: string[]) => void
  onBlur: () => void
}) {
  const [text, setText] = React.useState(value.join('\n'))
  return (
    <FormItem className={className}>
      <FormLabel>{label}</FormLabel>
      <FormControl>
        <Textarea
          rows={5}
          value={text}
          placeholder={'10 open jobs\nInterview scheduling'}
          onChange={(e) => {
            setText(e.target.value)
            onChange(
              e.target.value
                .split('\n')
                .map((l) => l.trim())
                .filter(Boolean),
            )
          }}
          onBlur={onBlur}
        />
      </FormControl>
      <FormDescription>One feature per line, as the pricing page lists them.</FormDescription>
      <FormMessage />
    </FormItem>
  )
}
