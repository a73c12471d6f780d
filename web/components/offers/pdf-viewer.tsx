import { useQuery } from '@tanstack/react-query'
import * as React from 'react'
import { Skeleton } from '@/components/ui/skeleton'

const PdfPages = React.lazy(() => import('@/components/documents/pdf-pages'))

/**
 * A PDF shown in the page: `load` fetches it (through the authorized download), pdf.js draws
 * it (loaded only when a PDF is first shown). `cacheKey` names the file for the query cache.
 */
export function PdfViewer({
  cacheKey,
  load,
  title,
  className,
}: {
  cacheKey: readonly unknown[]
  load: () => Promise<Blob>
  title: string
  className?: string
}) {
  const file = useQuery({
    queryKey: ['pdf', ...cacheKey],
    queryFn: async () => new Uint8Array(await (await load()).arrayBuffer()),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const loading = <Skeleton className="h-[28rem] w-full" />
  return (
    <section aria-label={title} className={className}>
      {file.isError ? (
        <p className="p-4 text-sm text-destructive">{(file.error as Error).message}</p>
      ) : !file.data ? (
        loading
      ) : (
        <React.Suspense fallback={loading}>
          <PdfPages data={file.data} title={title} />
        </React.Suspense>
      )}
    </section>
  )
}
