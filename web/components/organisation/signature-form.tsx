import { useQuery } from '@tanstack/react-query'
import { signatureInput } from '@worker/resources/employee-signatures/employee-signatures.schema'
import { SelectField } from '@/components/forms/fields'
import { SubmitButton } from '@/components/forms/submit-button'
import { TextField } from '@/components/forms/text-field'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { useAuth } from '@/lib/auth'
import { useZodForm } from '@/lib/forms'
import { employeeOptionsQuery } from '@/lib/queries/employees'
import { type Signature, useSaveSignature } from '@/lib/queries/signatures'
import { RichTextEditor } from './rich-text-editor'
import { showServerError } from './server-error'
import { SwitchField } from './switch-field'

const LABELS = { employee_id: 'Employee', is_default: 'Default', body: 'Signature' }

export function SignatureDialog({
  open,
  signature,
  onClose,
}: {
  open: boolean
  signature?: Signature
  onClose: () => void
}) {
  return (
    <Dialog open={open} onOpenChange={(v) => !v && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{signature ? `Edit ${signature.name}` : 'New signature'}</DialogTitle>
          <DialogDescription>
            Added under the e-mails the employee sends to candidates. Links and https images are kept; anything else is
            cleaned.
          </DialogDescription>
        </DialogHeader>
        {open && <SignatureForm signature={signature} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function SignatureForm({ signature, onDone }: { signature?: Signature; onDone: () => void }) {
  const me = useAuth()?.user
  const employees = useQuery(employeeOptionsQuery())
  const form = useZodForm(signatureInput, {
    defaultValues: {
      name: signature?.name ?? '',
      body: signature?.body ?? '',
      employee_id: signature?.employee_id ?? me?.id ?? '',
      is_default: signature?.is_default ?? false,
    },
    labels: LABELS,
  })
  const save = useSaveSignature(signature?.id)
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, { onSuccess: onDone, onError: (error) => showServerError(form, error, { labels: LABELS }) }),
  )
  const people = employees.data?.length ? employees.data : me?.id ? [{ value: me.id, label: me.name || 'Me' }] : []
  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="name" label="Name" placeholder="Formal" autoFocus />
          <SelectField
            control={form.control}
            name="employee_id"
            label="Employee"
            options={people}
            disabled={!!signature}
          />
        </div>
        <FormField
          control={form.control}
          name="body"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>Signature</FormLabel>
              <FormControl>
                <RichTextEditor
                  label="Signature"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={!!fieldState.error}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <SwitchField
          control={form.control}
          name="is_default"
          label="Default signature"
          description="The one added automatically to this employee's e-mails."
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={save.isPending}>{signature ? 'Save changes' : 'Create signature'}</SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  )
}
