/** Thrown from inside a sandbox's write when stdout + stderr pass the output limit. */
export class OutputLimitError extends Error {
  constructor() {
    super('Output limit exceeded')
    this.name = 'OutputLimitError'
  }
}

/**
 * stdout and stderr of one run, sharing one byte budget. Bytes past the budget are dropped and
 * `write` throws OutputLimitError so the sandbox stops at once.
 */
export class OutputSink {
  private readonly chunks = { stdout: [] as Uint8Array[], stderr: [] as Uint8Array[] }
  private used = 0
  exceeded = false

  constructor(private readonly limitBytes: number) {}

  write(stream: 'stdout' | 'stderr', bytes: Uint8Array): void {
    const room = this.limitBytes - this.used
    if (bytes.length > room) {
      if (room > 0) this.chunks[stream].push(bytes.slice(0, room))
      this.used = this.limitBytes
      this.exceeded = true
      throw new OutputLimitError()
    }
    this.chunks[stream].push(bytes.slice())
    this.used += bytes.length
  }

  writeText(stream: 'stdout' | 'stderr', text: string): void {
    this.write(stream, new TextEncoder().encode(text))
  }

  text(stream: 'stdout' | 'stderr'): string {
    const parts = this.chunks[stream]
    const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
    let at = 0
    for (const p of parts) {
      all.set(p, at)
      at += p.length
    }
    // A cut at the limit may split a character: decode leniently.
    return new TextDecoder().decode(all)
  }
}
