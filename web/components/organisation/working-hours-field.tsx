import { WEEKDAY_NAMES, WEEKDAYS, type WorkingHoursInput } from '@worker/resources/employees/employees.schema'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { Checkbox } from '@/components/ui/checkbox'
import { FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'

/** Monday first, as a working week reads. */
const ORDER = [...WEEKDAYS.slice(1), WEEKDAYS[0]]
type Day = (typeof WEEKDAYS)[number]

/** One working range per weekday (the API takes up to four; this editor keeps the first). */
export function WorkingHoursField<T extends FieldValues, TOut>({
  control,
  name,
  timezone,
}: {
  control: Control<T, unknown, TOut>
  name: FieldPath<T>
  timezone?: string
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const hours = (field.value ?? {}) as WorkingHoursInput
        const set = (day: Day, range: { start: string; end: string } | null) =>
          field.onChange({ ...hours, [day]: range ? [range] : [] })
        return (
          <FormItem>
            <FormLabel>Working hours</FormLabel>
            <FormDescription>
              Interview slots are offered inside these hours{timezone ? `, in ${timezone.replace(/_/g, ' ')} time` : ''}
              .
            </FormDescription>
            <div className="grid gap-2 rounded-lg border p-3">
              {ORDER.map((day) => {
                const range = hours[day]?.[0]
                const id = `${field.name}-${day}`
                return (
                  <div key={day} className="grid grid-cols-[8rem_1fr_auto_1fr] items-center gap-2 text-sm">
                    <label htmlFor={id} className="flex items-center gap-2">
                      <Checkbox
                        id={id}
                        checked={!!range}
                        onCheckedChange={(on) => set(day, on ? { start: '09:00', end: '17:00' } : null)}
                      />
                      {WEEKDAY_NAMES[Number(day)]}
                    </label>
                    {range ? (
                      <>
                        <Input
                          type="time"
                          aria-label={`${WEEKDAY_NAMES[Number(day)]} start`}
                          className="h-8"
                          value={range.start}
                          onChange={(e) => set(day, { ...range, start: e.target.value })}
                        />
                        <span className="text-muted-foreground">to</span>
                        <Input
                          type="time"
                          aria-label={`${WEEKDAY_NAMES[Number(day)]} end`}
                          className="h-8"
                          value={range.end}
                          onChange={(e) => set(day, { ...range, end: e.target.value })}
                        />
                      </>
                    ) : (
                      <span className="col-span-3 text-muted-foreground">Not working</span>
                    )}
                  </div>
                )
              })}
            </div>
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}
