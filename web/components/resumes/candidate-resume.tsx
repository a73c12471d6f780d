import { useQuery } from '@tanstack/react-query'
import { Download, FileText } from 'lucide-react'
import * as React from 'react'
import { hasPdfViewer, NativePdf } from '@/components/documents/native-pdf'
import { LoadingState } from '@/components/layout/loading-state'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { api } from '@/lib/api'
import { type CandidateDetail, downloadDocument } from '@/lib/queries/candidates'

const PdfPages = React.lazy(() => import('@/components/documents/pdf-pages'))

/** The resume's bytes (PDF) or its text (any kind), fetched when the card shows them. */
const resumeBytesQuery = (candidateId: string, documentId: string) => ({
  queryKey: ['candidates', 'resume-file', candidateId, documentId],
  queryFn: async () =>
    (
      await api.download(
        '/wildcard/candidates/:id/documents/:documentId/download',
        {
          param: { id: candidateId, documentId },
        },
        { save: false },
      )
    ).blob.arrayBuffer(),
  staleTime: 5 * 60_000,
})
const resumeTextQuery = (candidateId: string, documentId: string) => ({
  queryKey: ['candidates', 'resume-text', candidateId, documentId],
  queryFn: () => api.get('/wildcard/candidates/:id/resume/text', { param: { id: candidateId } }),
  staleTime: 5 * 60_000,
})

function ResumeTextView({ candidateId, documentId }: { candidateId: string; documentId: string }) {
  const text = useQuery(resumeTextQuery(candidateId, documentId))
  if (text.isPending) return <LoadingState rows={6} columns={1} label="Reading the resume…" />
  if (text.isError) return <p className="text-sm text-destructive">{text.error.message}</p>
  return (
    <div
      data-slot="resume-text-view"
      className="max-h-[75vh] overflow-auto rounded-md border bg-muted/20 p-4 text-sm leading-relaxed whitespace-pre-wrap break-words"
    >
      {text.data.text}
    </div>
  )
}

function PdfView({ candidateId, documentId, title }: { candidateId: string; documentId: string; title: string }) {
  const bytes = useQuery(resumeBytesQuery(candidateId, documentId))
  if (bytes.isPending) return <LoadingState rows={6} columns={1} label="Loading the resume…" />
  if (bytes.isError) return <p className="text-sm text-destructive">{bytes.error.message}</p>
  if (hasPdfViewer()) return <NativePdf data={bytes.data} title={title} />
  return (
    <div className="max-h-[75vh] overflow-auto rounded-md bg-muted/30 p-2">
      <React.Suspense fallback={<LoadingState rows={6} columns={1} label="Drawing the resume…" />}>
        <PdfPages data={bytes.data} title={title} />
      </React.Suspense>
    </div>
  )
}

/**
 * The candidate's resume, read in place beside their profile: a PDF in the browser's own viewer,
 * or drawn page by page by pdf.js where the browser has none (phones); a Word or text file as its
 * text; a PDF can be switched to its text too.
 */
export function CandidateResume({ candidate }: { candidate: CandidateDetail }) {
  const resume = candidate.resume
  const [asText, setAsText] = React.useState(false)
  if (!resume) return null
  const isPdf = resume.content_type === 'application/pdf'
  return (
    <Card data-slot="candidate-resume">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex min-w-0 items-center gap-2 text-base">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="truncate">Resume</span>
          <span className="truncate text-sm font-normal text-muted-foreground">{resume.file_name}</span>
        </CardTitle>
        <div className="flex gap-2">
          {isPdf && (
            <Button type="button" variant="ghost" size="sm" onClick={() => setAsText((v) => !v)}>
              {asText ? 'Show the pages' : 'Show as text'}
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void downloadDocument(candidate.id, resume.id)}
          >
            <Download aria-hidden="true" />
            Download
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {isPdf && !asText ? (
          <PdfView candidateId={candidate.id} documentId={resume.id} title={`Resume of ${candidate.name}`} />
        ) : (
          <ResumeTextView candidateId={candidate.id} documentId={resume.id} />
        )}
      </CardContent>
    </Card>
  )
}
