/** A question's text: paragraphs kept, `inline code` shown as code (prompts are plain text, never HTML). */
export function PromptText({ text, className }: { text: string; className?: string }) {
  const parts = text.split(/(`[^`\n]+`)/g)
  return (
    <div className={`whitespace-pre-wrap leading-relaxed ${className ?? ''}`}>
      {parts.map((part, i) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 2 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order.
          <code key={i} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
            {part.slice(1, -1)}
          </code>
        ) : (
          part
        ),
      )}
    </div>
  )
}
