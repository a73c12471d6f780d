import * as React from 'react'

/**
 * Whether this browser shows PDFs itself (navigator.pdfViewerEnabled: desktop Chrome, Edge,
 * Firefox and Safari say yes; most phones say no).
 */
export const hasPdfViewer = (): boolean => typeof navigator !== 'undefined' && navigator.pdfViewerEnabled === true

/**
 * A PDF in the browser's own viewer, framed from memory: no script of ours draws it, so it costs
 * the page's first load nothing (issue 22), and the reader searches, zooms, selects, prints and
 * downloads as in any PDF. Where the browser has no viewer, pdf-pages draws it with pdf.js.
 */
export function NativePdf({ data, title }: { data: ArrayBuffer; title: string }) {
  const [url, setUrl] = React.useState<string | null>(null)
  React.useEffect(() => {
    // Typed as a PDF here, whatever the upload claimed: the frame can only be the PDF viewer
    // (and a blob's document keeps this page's policy, which runs no inline script).
    const next = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }))
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [data])
  if (!url) return null
  return (
    <iframe
      src={`${url}#navpanes=0&view=FitH`}
      title={title}
      data-slot="native-pdf"
      className="h-[75vh] w-full rounded-md border bg-muted/30"
    />
  )
}
