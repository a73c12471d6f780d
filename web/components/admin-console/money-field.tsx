import { currencyDigits, formatMoney } from '@worker/lib/money'
import * as React from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'

const safeDigits = (currency: string) => {
  try {
    return currencyDigits(currency)
  } catch {
    return 2
  }
}

type Props<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
  currency: string
  className?: string
  description?: string
}

/**
 * An amount typed in the currency's major unit (49.99) and kept in the form in its minor unit
 * (4999), which is what the API stores; a negative number is left for the schema to refuse.
 */
export function MoneyField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  currency,
  className,
  description,
}: Props<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          label={label}
          currency={currency}
          className={className}
          description={description}
          value={field.value as number | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  )
}

function MoneyInput({
  label,
  currency,
  className,
  description,
  value,
  onChange,
  onBlur,
}: {
  label: string
  currency: string
  className?: string
  description?: string
  value: number | null
  onChange: (v: number | null) => void
  onBlur: () => void
}) {
  const digits = safeDigits(currency)
  const [text, setText] = React.useState(value === null || value === undefined ? '' : String(value / 10 ** digits))
  const shown =
    typeof value === 'number' && Number.isFinite(value)
      ? (() => {
          try {
            return formatMoney(value, currency)
          } catch {
            return null
          }
        })()
      : null
  return (
    <FormItem className={className}>
      <FormLabel>{label}</FormLabel>
      <FormControl>
        <Input
          type="number"
          inputMode="decimal"
          step={1 / 10 ** digits}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            const n = e.target.value === '' ? null : Math.round(Number(e.target.value) * 10 ** digits)
            onChange(n === null || Number.isNaN(n) ? null : n)
          }}
          onBlur={onBlur}
        />
      </FormControl>
      <FormDescription>{description ?? (shown ? `${shown} (${currency})` : `In ${currency}.`)}</FormDescription>
      <FormMessage />
    </FormItem>
  )
}
