/**
 * The files a recruiter dropped, uploaded with per-file progress. A drop is sent in requests of at
 * most 50 files and ~80 MB (a Worker's request body has a ceiling); each request is one batch on
 * the server. A request's progress is shared out to its files in order (a multipart body carries
 * them one after the other). A file the server refuses (not a resume, empty, encrypted, too big)
 * is marked with the server's reason and the rest of its request is sent again.
 */
import { MAX_RESUME_MB, MAX_RESUMES_PER_BATCH } from '@worker/resources/resumes/resumes.schema'
import * as React from 'react'
import { isApiError } from '@/lib/api'
import { uploadResumes } from '@/lib/queries/resumes'

export type UploadPhase = 'waiting' | 'uploading' | 'uploaded' | 'rejected' | 'failed'

export type UploadItem = {
  key: string
  file: File
  phase: UploadPhase
  /** 0–100 while uploading. */
  progress: number
  error?: string
  resumeId?: string
  batchId?: string
}

const REQUEST_BYTES = 80 * 1024 * 1024
const MAX_BYTES = MAX_RESUME_MB * 1024 * 1024

/** Files in requests of at most 50 and ~80 MB, in the order dropped. */
function requestsOf(items: UploadItem[]): UploadItem[][] {
  const out: UploadItem[][] = []
  let group: UploadItem[] = []
  let bytes = 0
  for (const item of items) {
    if (group.length && (group.length >= MAX_RESUMES_PER_BATCH || bytes + item.file.size > REQUEST_BYTES)) {
      out.push(group)
      group = []
      bytes = 0
    }
    group.push(item)
    bytes += item.file.size
  }
  if (group.length) out.push(group)
  return out
}

/** Which file each of a refused request's `files.N` errors names. */
function refusedFiles(error: unknown): Map<number, string> {
  const out = new Map<number, string>()
  if (!isApiError(error)) return out
  for (const e of error.errors) {
    const m = /^files\.(\d+)$/.exec(e.field)
    if (m) out.set(Number(m[1]), e.message.replace(/^[^:]*: /, ''))
  }
  return out
}

let counter = 0

export function useResumeUploads(onBatch?: (batchId: string) => void) {
  const [items, setItems] = React.useState<UploadItem[]>([])
  const [busy, setBusy] = React.useState(false)
  const queue = React.useRef<UploadItem[][]>([])
  const running = React.useRef(false)

  const patch = React.useCallback((keys: string[], change: (item: UploadItem) => Partial<UploadItem>) => {
    const set = new Set(keys)
    setItems((all) => all.map((it) => (set.has(it.key) ? { ...it, ...change(it) } : it)))
  }, [])

  const send = React.useCallback(
    async (group: UploadItem[]): Promise<void> => {
      if (!group.length) return
      const keys = group.map((g) => g.key)
      const total = group.reduce((n, g) => n + g.file.size, 0) || 1
      patch(keys, () => ({ phase: 'uploading', progress: 0 }))
      try {
        const answer = await uploadResumes(
          group.map((g) => g.file),
          (p) => {
            // The share of the body sent, laid over the files in order.
            const sent = (p.loaded / p.total) * total
            let before = 0
            const progress = new Map<string, number>()
            for (const g of group) {
              const size = g.file.size || 1
              progress.set(g.key, Math.max(0, Math.min(100, Math.round(((sent - before) / size) * 100))))
              before += g.file.size
            }
            setItems((all) => all.map((it) => (progress.has(it.key) ? { ...it, progress: progress.get(it.key)! } : it)))
          },
        )
        const records = answer.data
        setItems((all) =>
          all.map((it) => {
            const i = keys.indexOf(it.key)
            const record = i >= 0 ? records[i] : undefined
            return record
              ? { ...it, phase: 'uploaded', progress: 100, resumeId: record.id, batchId: record.batch_id }
              : it
          }),
        )
        if (records[0]) onBatch?.(records[0].batch_id)
      } catch (error) {
        const refused = refusedFiles(error)
        if (refused.size) {
          const bad = group.filter((_, i) => refused.has(i))
          for (const [i, message] of refused) patch([group[i]!.key], () => ({ phase: 'rejected', error: message }))
          // The rest were refused only because they came with these: they go again on their own.
          await send(group.filter((g) => !bad.includes(g)))
          return
        }
        const message = error instanceof Error ? error.message : 'The upload failed.'
        patch(keys, () => ({ phase: 'failed', error: message }))
      }
    },
    [onBatch, patch],
  )

  const run = React.useCallback(async () => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      for (let group = queue.current.shift(); group; group = queue.current.shift()) await send(group)
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [send])

  /** Add dropped or chosen files: the ones that cannot go (empty, too big) are marked at once. */
  const add = React.useCallback(
    (files: File[]) => {
      const fresh: UploadItem[] = files.map((file) => {
        counter += 1
        const key = `${counter}-${file.name}`
        if (file.size === 0) return { key, file, phase: 'rejected', progress: 0, error: 'The file is empty.' }
        if (file.size > MAX_BYTES)
          return { key, file, phase: 'rejected', progress: 0, error: `The file is larger than ${MAX_RESUME_MB} MB.` }
        return { key, file, phase: 'waiting', progress: 0 }
      })
      setItems((all) => [...fresh, ...all])
      queue.current.push(...requestsOf(fresh.filter((f) => f.phase === 'waiting')))
      void run()
    },
    [run],
  )

  const clearFinished = React.useCallback(
    () => setItems((all) => all.filter((it) => it.phase === 'waiting' || it.phase === 'uploading')),
    [],
  )

  return { items, busy, add, clearFinished }
}
