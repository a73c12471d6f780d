import { Bold, Italic, Link2, List, ListOrdered, Underline } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { cn } from '@/lib/utils'

export type RichTextHandle = { insertText: (text: string) => void }

type Props = {
  value: string
  onChange: (html: string) => void
  label: string
  id?: string
  invalid?: boolean
  /** Given by FormControl: the field's description and message. */
  'aria-describedby'?: string
  'aria-invalid'?: boolean
  className?: string
  editorRef?: React.Ref<RichTextHandle>
  onBlur?: () => void
}

const TOOLS = [
  { command: 'bold', label: 'Bold', icon: Bold },
  { command: 'italic', label: 'Italic', icon: Italic },
  { command: 'underline', label: 'Underline', icon: Underline },
  { command: 'insertUnorderedList', label: 'Bulleted list', icon: List },
  { command: 'insertOrderedList', label: 'Numbered list', icon: ListOrdered },
] as const

/**
 * A small rich-text editor: a contenteditable region with bold, italic, underline, lists and
 * links. What it produces is sanitized by the server before it is stored.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  id,
  invalid: invalidProp,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  className,
  editorRef,
  onBlur,
}: Props) {
  const invalid = invalidProp || ariaInvalid
  const el = React.useRef<HTMLDivElement>(null)
  const range = React.useRef<Range | null>(null)
  const [linkOpen, setLinkOpen] = React.useState(false)
  const [href, setHref] = React.useState('https://')

  // Outside changes (a reset, a restored default) replace the content; our own edits do not.
  React.useEffect(() => {
    if (el.current && el.current.innerHTML !== value) el.current.innerHTML = value
  }, [value])

  const remember = () => {
    const sel = window.getSelection()
    if (sel?.rangeCount && el.current?.contains(sel.anchorNode)) range.current = sel.getRangeAt(0).cloneRange()
  }
  const restore = () => {
    el.current?.focus()
    const sel = window.getSelection()
    if (range.current && sel) {
      sel.removeAllRanges()
      sel.addRange(range.current)
    }
  }
  const emit = () => onChange(el.current?.innerHTML ?? '')
  const run = (command: string, arg?: string) => {
    restore()
    document.execCommand(command, false, arg)
    remember()
    emit()
  }

  React.useImperativeHandle(editorRef, () => ({ insertText: (text: string) => run('insertText', text) }))

  return (
    <div
      className={cn(
        'rounded-md border border-input shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
        invalid && 'border-destructive',
        className,
      )}
    >
      <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap gap-1 border-b bg-muted/50 p-1">
        {TOOLS.map((t) => (
          <Button
            key={t.command}
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t.label}
            title={t.label}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(t.command)}
          >
            <t.icon aria-hidden="true" />
          </Button>
        ))}
        <Popover open={linkOpen} onOpenChange={setLinkOpen}>
          <PopoverTrigger asChild>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label="Link"
              title="Link"
              onMouseDown={(e) => (e.preventDefault(), remember())}
            >
              <Link2 aria-hidden="true" />
            </Button>
          </PopoverTrigger>
          <PopoverContent className="w-72">
            <form
              className="flex gap-2"
              onSubmit={(e) => {
                e.preventDefault()
                setLinkOpen(false)
                run('createLink', href)
              }}
            >
              <Input
                aria-label="Link address"
                value={href}
                onChange={(e) => setHref(e.target.value)}
                className="h-8"
                autoFocus
              />
              <Button type="submit" size="sm">
                Add
              </Button>
            </form>
          </PopoverContent>
        </Popover>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text editor is a contentEditable textbox; a textarea cannot hold formatting. */}
      {/* biome-ignore lint/a11y/useFocusableInteractive: contentEditable makes it focusable. */}
      <div
        ref={el}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        contentEditable
        suppressContentEditableWarning
        className="min-h-32 max-w-none px-3 py-2 text-sm outline-none [&_p]:mb-2 [&_li]:my-0.5 [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
        onInput={emit}
        onKeyUp={remember}
        onMouseUp={remember}
        onBlur={() => {
          remember()
          onBlur?.()
        }}
      />
    </div>
  )
}
