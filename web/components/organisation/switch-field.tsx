import type * as React from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { Switch } from '@/components/ui/switch'

/** A yes/no field as a switch with its label and explanation; `values` maps on/off to other values ('active'/'inactive'). */
export function SwitchField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  description,
  disabled,
  values = [true, false],
}: {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
  description?: React.ReactNode
  disabled?: boolean
  values?: [unknown, unknown]
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex flex-row items-center justify-between gap-4 rounded-lg border p-3">
          <div className="space-y-0.5">
            <FormLabel>{label}</FormLabel>
            {description && <FormDescription>{description}</FormDescription>}
          </div>
          <FormControl>
            <Switch
              checked={field.value === values[0]}
              onCheckedChange={(on) => field.onChange(on ? values[0] : values[1])}
              onBlur={field.onBlur}
              disabled={disabled}
            />
          </FormControl>
        </FormItem>
      )}
    />
  )
}
