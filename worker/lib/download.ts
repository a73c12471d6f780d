/**
 * The one way a file leaves the API: streamed (or sent) with a Content-Disposition that
 * carries the UTF-8 name (RFC 6266, with an ASCII fallback), `nosniff` so a browser never
 * renders it as a page of ours, and never cached.
 */

/** 'résumé "final".pdf' -> attachment; filename="r_sum_ _final_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.pdf */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment') {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

export type DownloadBody = ReadableStream | Uint8Array | ArrayBuffer | string

/** A file answer: bytes or a stream, its type and name; `inline` to show it in the page (PDF viewer). */
export function download(
  body: DownloadBody,
  file: {
    fileName: string
    contentType: string
    size?: number
    disposition?: 'attachment' | 'inline'
    headers?: Record<string, string>
  },
): Response {
  const headers = new Headers({
    'content-type': file.contentType,
    'content-disposition': contentDisposition(file.fileName, file.disposition),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
    ...file.headers,
  })
  const size =
    file.size ?? (typeof body === 'string' ? undefined : body instanceof ReadableStream ? undefined : body.byteLength)
  if (size !== undefined) headers.set('content-length', String(size))
  return new Response(body as BodyInit, { headers })
}

/** Stream an R2 object as a download; null when the object is gone (the caller answers 404). */
export async function downloadObject(
  bucket: R2Bucket,
  key: string,
  file: { fileName: string; contentType?: string; disposition?: 'attachment' | 'inline' },
): Promise<Response | null> {
  const object = await bucket.get(key)
  if (!object) return null
  return download(object.body, {
    fileName: file.fileName,
    contentType: file.contentType ?? object.httpMetadata?.contentType ?? 'application/octet-stream',
    size: object.size,
    disposition: file.disposition,
  })
}
