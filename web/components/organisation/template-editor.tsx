import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { emailTemplateInput } from '@worker/resources/email-templates/email-templates.schema'
import {
  CUSTOM_OFFER_LETTER_PREFIX,
  PLACEHOLDERS,
  placeholderProblems,
  placeholdersFor,
  placeholdersIn,
  TEMPLATE_CATEGORIES,
} from '@worker/resources/email-templates/placeholders.schema'
import * as React from 'react'
import { SelectField } from '@/components/forms/fields'
import { SubmitButton } from '@/components/forms/submit-button'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { useZodForm } from '@/lib/forms'
import {
  type EmailTemplateDetail,
  type PlaceholderInfo,
  templateBodyQuery,
  useSaveTemplate,
} from '@/lib/queries/email-templates'
import { PlaceholderChips } from './placeholder-chips'
import { RichTextEditor, type RichTextHandle } from './rich-text-editor'
import { showServerError } from './server-error'
import { CATEGORY_LABELS } from './template-labels'
import { TemplatePreview } from './template-preview'

const CUSTOM_KEY = 'custom.new'
/** A new template in the offer category is an offer letter, with the letter's placeholders. */
const NEW_OFFER_LETTER_KEY = `${CUSTOM_OFFER_LETTER_PREFIX}new`
const customPlaceholders = (key: string): PlaceholderInfo[] => {
  const { allowed, required } = placeholdersFor(key)
  return allowed.map((name) => ({
    name,
    token: `{{${name}}}`,
    ...PLACEHOLDERS[name],
    required: required.includes(name),
  }))
}
const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))

/** Edit a template's details and body, with placeholder chips and a live preview beside it. */
export function TemplateEditor({
  template,
  companyName,
  canSave,
}: {
  template?: EmailTemplateDetail
  companyName: string
  canSave: boolean
}) {
  const navigate = useNavigate()
  const form = useZodForm(emailTemplateInput, {
    defaultValues: {
      name: template?.name ?? '',
      subject: template?.subject ?? '',
      category: template?.category ?? 'candidate',
      body: template?.body ?? '',
    },
  })
  const save = useSaveTemplate(template?.id)
  const defaults = useQuery({ ...templateBodyQuery(template?.id ?? ''), enabled: !!template?.has_default })
  const editor = React.useRef<RichTextHandle>(null)
  const subjectRef = React.useRef<HTMLInputElement | null>(null)
  const [target, setTarget] = React.useState<'subject' | 'body'>('body')
  const [subject, body, category] = form.watch(['subject', 'body', 'category'])
  const key = template?.key ?? (category === 'offer' ? NEW_OFFER_LETTER_KEY : CUSTOM_KEY)
  const placeholders = template?.placeholders ?? customPlaceholders(key)
  const problems = placeholderProblems(key, subject ?? '', body ?? '')

  const insert = (token: string) => {
    if (target === 'body') return editor.current?.insertText(token)
    const input = subjectRef.current
    const current = form.getValues('subject') ?? ''
    const at = input?.selectionStart ?? current.length
    const next = current.slice(0, at) + token + current.slice(input?.selectionEnd ?? at)
    form.setValue('subject', next, { shouldDirty: true, shouldValidate: true })
    requestAnimationFrame(() => {
      input?.focus()
      input?.setSelectionRange(at + token.length, at + token.length)
    })
  }

  const onSubmit = form.handleSubmit((values) =>
    save.save(values, {
      onSuccess: (saved) => {
        form.reset({ name: saved.name, subject: saved.subject, category: saved.category, body: saved.body })
        if (!template) void navigate({ to: '/admin/email_templates/$id', params: { id: saved.id }, replace: true })
      },
      onError: (error) => showServerError(form, error, { conflictField: 'name' }),
    }),
  )

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Content</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="name"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Name</FormLabel>
                    <FormControl>
                      <Input {...field} placeholder="Follow-up after interview" />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <SelectField
                control={form.control}
                name="category"
                label="Category"
                options={CATEGORY_OPTIONS}
                disabled={template?.is_system}
              />
            </div>
            <FormField
              control={form.control}
              name="subject"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Subject</FormLabel>
                  <FormControl>
                    <Input
                      {...field}
                      ref={(el) => {
                        field.ref(el)
                        subjectRef.current = el
                      }}
                      onFocus={() => setTarget('subject')}
                      placeholder="Your interview for {{job_title}}"
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="body"
              render={({ field, fieldState }) => (
                <FormItem>
                  <div className="flex items-center justify-between gap-2">
                    <FormLabel>Body</FormLabel>
                    {defaults.data?.default_body && (
                      <Button
                        type="button"
                        variant="link"
                        size="sm"
                        className="h-auto p-0"
                        onClick={() => form.setValue('body', defaults.data!.default_body!, { shouldDirty: true })}
                      >
                        Restore the default wording
                      </Button>
                    )}
                  </div>
                  <FormControl>
                    {/* biome-ignore lint/a11y/noStaticElementInteractions: focus bubbling from the editor inside tells which field a placeholder goes into. */}
                    <div onFocus={() => setTarget('body')}>
                      <RichTextEditor
                        editorRef={editor}
                        label="Body"
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        invalid={!!fieldState.error}
                        className="[&_[role=textbox]]:min-h-72"
                      />
                    </div>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {problems && (
              <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                {problems.unknown.length > 0 && (
                  <p>Unknown placeholders: {problems.unknown.map((p) => `{{${p}}}`).join(', ')}</p>
                )}
                {problems.missing.length > 0 && (
                  <p>This template must use {problems.missing.map((p) => `{{${p}}}`).join(', ')}.</p>
                )}
              </div>
            )}
            <PlaceholderChips
              placeholders={placeholders}
              used={placeholdersIn(subject ?? '', body ?? '')}
              onInsert={insert}
            />
            {canSave && (
              <div className="flex justify-end gap-2">
                <Button type="button" variant="outline" disabled={!form.formState.isDirty} onClick={() => form.reset()}>
                  Discard changes
                </Button>
                <SubmitButton pending={save.isPending}>{template ? 'Save template' : 'Create template'}</SubmitButton>
              </div>
            )}
          </CardContent>
        </Card>
        <div className="space-y-2 lg:sticky lg:top-20 lg:self-start">
          <h2 className="text-sm font-medium">Preview with sample data</h2>
          <TemplatePreview subject={subject ?? ''} body={body ?? ''} companyName={companyName} />
        </div>
      </form>
    </Form>
  )
}
