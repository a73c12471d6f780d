import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'

const zones = () => Intl.supportedValuesOf('timeZone')
const currencyName = new Intl.DisplayNames(undefined, { type: 'currency' })
const currencies = () =>
  Intl.supportedValuesOf('currency').map((code) => ({ code, name: currencyName.of(code) ?? code }))

type Props<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
  className?: string
}

/** A text input that suggests the platform's own list (IANA zones, ISO 4217 codes); the schema checks the value. */
function SuggestField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  className,
  listId,
  options,
  description,
  upper,
}: Props<T, TOut> & {
  listId: string
  options: { value: string; label?: string }[]
  description: string
  upper?: boolean
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              {...field}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(upper ? e.target.value.toUpperCase() : e.target.value)}
              list={listId}
              autoComplete="off"
            />
          </FormControl>
          <datalist id={listId}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </datalist>
          <FormDescription>{description}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

export function TimeZoneField<T extends FieldValues, TOut>(props: Props<T, TOut>) {
  return (
    <SuggestField
      {...props}
      listId="time-zones"
      options={['UTC', ...zones()].map((value) => ({ value }))}
      description="An IANA time zone, e.g. Europe/Berlin."
    />
  )
}

export function CurrencyField<T extends FieldValues, TOut>(props: Props<T, TOut>) {
  return (
    <SuggestField
      {...props}
      upper
      listId="currencies"
      options={currencies().map((c) => ({ value: c.code, label: c.name }))}
      description="An ISO 4217 code, e.g. USD or EUR."
    />
  )
}
