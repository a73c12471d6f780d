/**
 * A PDF drawn in the page with pdf.js (pdfjs-dist), loaded only when a PDF resume is shown: its
 * worker is a file of our own build (Vite's `?url`), served from our origin like every script
 * (the app's CSP allows workers from 'self'). Pages are drawn to the container's width at the
 * screen's pixel density; the text stays available beside them ("Show as text").
 */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import * as React from 'react'

GlobalWorkerOptions.workerSrc = workerUrl

/** A resume has a few pages; a long document shows its first ones. */
const MAX_PAGES = 20

export default function PdfPages({ data, title }: { data: ArrayBuffer; title: string }) {
  const box = React.useRef<HTMLDivElement>(null)
  const [state, setState] = React.useState<{ pages: number; error: string | null }>({ pages: 0, error: null })
  React.useEffect(() => {
    const host = box.current
    if (!host) return
    let cancelled = false
    // pdf.js takes the buffer it is given: hand it a copy so a re-render can draw again.
    const task = getDocument({ data: data.slice(0), isEvalSupported: false, useWasm: false, verbosity: 0 })
    const canvases: HTMLCanvasElement[] = []
    ;(async () => {
      const pdf = await task.promise
      const count = Math.min(pdf.numPages, MAX_PAGES)
      const width = host.clientWidth || 640
      const ratio = window.devicePixelRatio || 1
      for (let n = 1; n <= count && !cancelled; n++) {
        const page = await pdf.getPage(n)
        const base = page.getViewport({ scale: 1 })
        const viewport = page.getViewport({ scale: (width / base.width) * ratio })
        const canvas = document.createElement('canvas')
        canvas.width = Math.floor(viewport.width)
        canvas.height = Math.floor(viewport.height)
        canvas.style.width = '100%'
        canvas.setAttribute('role', 'img')
        canvas.setAttribute('aria-label', `${title}, page ${n} of ${pdf.numPages}`)
        canvas.className = 'rounded-sm border bg-white shadow-sm'
        host.append(canvas)
        canvases.push(canvas)
        await page.render({ canvas, viewport }).promise
      }
      if (!cancelled) setState({ pages: pdf.numPages, error: null })
    })().catch((err: unknown) => {
      if (!cancelled) setState({ pages: 0, error: err instanceof Error ? err.message : 'The PDF could not be shown.' })
    })
    return () => {
      cancelled = true
      for (const c of canvases) c.remove()
      void task.destroy()
    }
  }, [data, title])
  return (
    <div className="space-y-2">
      <div ref={box} data-slot="pdf-pages" className="grid gap-3" />
      {state.error && <p className="text-sm text-destructive">This PDF could not be shown here: {state.error}</p>}
      {state.pages > MAX_PAGES && (
        <p className="text-xs text-muted-foreground">
          The first {MAX_PAGES} of {state.pages} pages are shown. Download the file for the rest.
        </p>
      )}
    </div>
  )
}
