/**
 * Video chunks waiting for the server, in IndexedDB: each stays here until the server
 * acknowledges it (a reload, a dropped connection or a closed tab loses nothing that was
 * recorded). One record per (exam, recording, sequence).
 */
export type StoredChunk = {
  interviewId: string
  recording: string
  sequence: number
  startedAt: number
  durationMs: number
  blob: Blob
}

const DB = 'hirely-exam-video'
const STORE = 'chunks'

let opening: Promise<IDBDatabase> | null = null

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1)
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: ['interviewId', 'recording', 'sequence'] })
      store.createIndex('interviewId', 'interviewId')
    }
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => {
      opening = null
      reject(req.error)
    }
  })
  return opening
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode)
        const req = work(tx.objectStore(STORE))
        tx.oncomplete = () => resolve(req.result)
        tx.onerror = () => reject(tx.error)
        tx.onabort = () => reject(tx.error)
      }),
  )
}

export const putChunk = (chunk: StoredChunk) => run('readwrite', (s) => s.put(chunk)).then(() => undefined)

export const deleteChunk = (c: Pick<StoredChunk, 'interviewId' | 'recording' | 'sequence'>) =>
  run('readwrite', (s) => s.delete([c.interviewId, c.recording, c.sequence])).then(() => undefined)

/** An exam's waiting chunks, oldest recording first, each in sequence order. */
export async function chunksOf(interviewId: string): Promise<StoredChunk[]> {
  const all = await run<StoredChunk[]>('readonly', (s) => s.index('interviewId').getAll(interviewId))
  return all.sort((a, b) => a.startedAt - b.startedAt || a.sequence - b.sequence)
}
