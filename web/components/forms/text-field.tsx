import { Eye, EyeOff } from 'lucide-react'
import * as React from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'

type FieldProps<T extends FieldValues, TOut> = Omit<
  React.ComponentProps<'input'>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  label: string
  description?: React.ReactNode
}

/** A labelled input bound to a react-hook-form field, with its description and error message. */
export function TextField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  description,
  className,
  ...input
}: FieldProps<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...input} {...field} value={field.value ?? ''} />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** A password input with a show/hide toggle; `autoComplete` tells managers current-password or new-password. */
export function PasswordField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  description,
  className,
  ...input
}: FieldProps<T, TOut>) {
  const [visible, setVisible] = React.useState(false)
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <div className="relative">
            <FormControl>
              <Input
                {...input}
                {...field}
                value={field.value ?? ''}
                type={visible ? 'text' : 'password'}
                className="pr-10"
              />
            </FormControl>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="absolute inset-y-0 right-0 h-full rounded-l-none text-muted-foreground"
              aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
              aria-pressed={visible}
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            </Button>
          </div>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** The 6-digit code from the e-mail: numeric keyboard, and browsers may fill it from the message. */
export function CodeField<T extends FieldValues, TOut>(props: FieldProps<T, TOut>) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
      {...props}
    />
  )
}
