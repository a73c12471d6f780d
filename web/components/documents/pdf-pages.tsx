/**
 * A PDF drawn in the page, page by page, with pdf.js (its browser build, parsing in its own web
 * worker): images on every device, where a browser's own PDF viewer may be missing (phones) or
 * refuse to be framed. Each page's text is kept for screen readers. Loaded on demand (offer letters,
 * resumes): pdf.js never reaches the first load of the app.
 */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import * as React from 'react'

// The worker script is one of our own built files: allowed by every page's worker-src 'self'.
GlobalWorkerOptions.workerSrc = workerUrl

/** Letters and resumes have a few pages; a long document shows its first ones. */
const MAX_PAGES = 20

type Page = { n: number; image: string; text: string }

async function renderPages(data: Uint8Array): Promise<{ pages: Page[]; total: number }> {
  // Our documents need none of pdf.js's WebAssembly image decoders (and the staff pages allow no
  // WebAssembly): none is loaded.
  const task = getDocument({ data, useWasm: false, verbosity: 0 })
  const pdf = await task.promise
  const pages: Page[] = []
  try {
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n++) {
      const page = await pdf.getPage(n)
      const viewport = page.getViewport({ scale: 2 })
      const canvas = document.createElement('canvas')
      canvas.width = Math.ceil(viewport.width)
      canvas.height = Math.ceil(viewport.height)
      await page.render({ canvas, viewport }).promise
      const content = await page.getTextContent()
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
      pages.push({ n, image: canvas.toDataURL('image/png'), text })
    }
    return { pages, total: pdf.numPages }
  } finally {
    await task.destroy()
  }
}

export default function PdfPages({ data, title }: { data: Uint8Array | ArrayBuffer; title: string }) {
  const [doc, setDoc] = React.useState<{ pages: Page[]; total: number } | null>(null)
  const [error, setError] = React.useState(false)
  React.useEffect(() => {
    let live = true
    setDoc(null)
    setError(false)
    // pdf.js hands the buffer to its worker: it gets a copy, so a re-render can draw again.
    renderPages(new Uint8Array(data).slice())
      .then((d) => live && setDoc(d))
      .catch(() => live && setError(true))
    return () => {
      live = false
    }
  }, [data])
  if (error) return <p className="p-4 text-sm text-destructive">This PDF could not be shown. Download it to read it.</p>
  if (!doc)
    return (
      <p className="p-4 text-sm text-muted-foreground" role="status">
        Drawing the document…
      </p>
    )
  return (
    <div className="grid gap-3" data-pdf-pages={doc.pages.length}>
      {doc.pages.map((page) => (
        <figure key={page.n} className="m-0 rounded-md border bg-white shadow-sm">
          <img src={page.image} alt={`${title}, page ${page.n} of ${doc.total}`} className="block h-auto w-full" />
          <figcaption className="sr-only">{page.text}</figcaption>
        </figure>
      ))}
      {doc.total > MAX_PAGES && (
        <p className="text-xs text-muted-foreground">
          The first {MAX_PAGES} of {doc.total} pages are shown. Download the file for the rest.
        </p>
      )}
    </div>
  )
}
