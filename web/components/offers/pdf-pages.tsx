/**
 * A PDF drawn in the page, page by page, with pdf.js (its browser build, parsing in its own web
 * worker): images on every device, where a browser's own PDF viewer may be missing (phones) or
 * refuse to be framed. Each page's text is kept for screen readers. Loaded on demand: pdf.js
 * never reaches the first load of the app.
 */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import * as React from 'react'

// The worker script is one of our own built files: allowed by every page's worker-src 'self'.
GlobalWorkerOptions.workerSrc = workerUrl

type Page = { n: number; image: string; text: string }

async function renderPages(data: Uint8Array): Promise<Page[]> {
  // Our letters have no images that need pdf.js's WebAssembly decoders (and the staff pages
  // allow no WebAssembly): none is loaded.
  const task = getDocument({ data, useWasm: false })
  const pdf = await task.promise
  const pages: Page[] = []
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
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
  } finally {
    await task.destroy()
  }
  return pages
}

export default function PdfPages({ data, title }: { data: Uint8Array; title: string }) {
  const [pages, setPages] = React.useState<Page[] | null>(null)
  const [error, setError] = React.useState(false)
  React.useEffect(() => {
    let live = true
    setPages(null)
    setError(false)
    // pdf.js hands the buffer to its worker: it gets a copy.
    renderPages(data.slice())
      .then((p) => live && setPages(p))
      .catch(() => live && setError(true))
    return () => {
      live = false
    }
  }, [data])
  if (error) return <p className="p-4 text-sm text-destructive">This PDF could not be shown. Download it to read it.</p>
  if (!pages)
    return (
      <p className="p-4 text-sm text-muted-foreground" role="status">
        Drawing the document…
      </p>
    )
  return (
    <div className="grid gap-3" data-pdf-pages={pages.length}>
      {pages.map((page) => (
        <figure key={page.n} className="m-0 rounded-md border bg-white shadow-sm">
          <img src={page.image} alt={`${title}, page ${page.n} of ${pages.length}`} className="block h-auto w-full" />
          <figcaption className="sr-only">{page.text}</figcaption>
        </figure>
      ))}
    </div>
  )
}
