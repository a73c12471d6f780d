/**
 * The exam's code editor: CodeMirror 6 with JavaScript or Python highlighting. Loaded lazily (only
 * the exam screen imports it, through React.lazy), so no other page pays for it. Tab indents;
 * Esc then Tab leaves the editor (CodeMirror's own escape hatch); Ctrl/Cmd+Enter runs the code.
 */
import { indentWithTab } from '@codemirror/commands'
import { javascript } from '@codemirror/lang-javascript'
import { python } from '@codemirror/lang-python'
import { Annotation, Compartment, EditorState, Prec } from '@codemirror/state'
import { keymap } from '@codemirror/view'
import { basicSetup, EditorView } from 'codemirror'
import { useEffect, useRef } from 'react'

export type CodeEditorProps = {
  value: string
  language: 'javascript' | 'python'
  onChange: (code: string) => void
  onRun?: () => void
  label: string
  readOnly?: boolean
}

/** Marks a change that came from outside (a restored answer, another language's code): not the candidate typing. */
const external = Annotation.define<boolean>()

const languageOf = (language: CodeEditorProps['language']) => (language === 'python' ? python() : javascript())

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '14px', backgroundColor: 'var(--background)' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '&.cm-focused': { outline: '2px solid color-mix(in oklab, var(--ring) 60%, transparent)' },
  '.cm-gutters': { backgroundColor: 'var(--muted)', borderRight: '1px solid var(--border)' },
})

export default function CodeEditor({ value, language, onChange, onRun, label, readOnly }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const lang = useRef(new Compartment())
  // The latest callbacks, read by the editor's listeners without recreating the editor.
  const handlers = useRef({ onChange, onRun })
  handlers.current = { onChange, onRun }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is made once; value and language are synced below.
  useEffect(() => {
    if (!host.current) return
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          basicSetup,
          // Above basicSetup's own Mod-Enter (insert a blank line).
          Prec.highest(
            keymap.of([
              {
                key: 'Mod-Enter',
                run: () => {
                  handlers.current.onRun?.()
                  return true
                },
              },
            ]),
          ),
          keymap.of([indentWithTab]),
          lang.current.of(languageOf(language)),
          theme,
          EditorState.readOnly.of(!!readOnly),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(external)))
              handlers.current.onChange(update.state.doc.toString())
          }),
        ],
      }),
    })
    view.current = editor
    return () => {
      editor.destroy()
      view.current = null
    }
  }, [])

  // A value from outside (another language's code, a restored answer) replaces the document.
  useEffect(() => {
    const editor = view.current
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({
        changes: { from: 0, to: editor.state.doc.length, insert: value },
        annotations: external.of(true),
      })
  }, [value])

  useEffect(() => {
    view.current?.dispatch({ effects: lang.current.reconfigure(languageOf(language)) })
  }, [language])

  return <div ref={host} data-testid="code-editor" className="h-full min-h-64 overflow-hidden rounded-md border" />
}
