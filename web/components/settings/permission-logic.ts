/**
 * The matrix's rules on the client, mirroring the server's: checking a permission checks what
 * it depends on; unchecking one unchecks what depends on it; disabled ones never change.
 */
export type Dependencies = Record<string, string[]>

export function grant(selected: Set<string>, key: string, deps: Dependencies, disabled: Set<string>): Set<string> {
  const next = new Set(selected)
  const visit = (k: string) => {
    if (next.has(k) || disabled.has(k)) return
    next.add(k)
    for (const d of deps[k] ?? []) visit(d)
  }
  visit(key)
  return next
}

export function revoke(selected: Set<string>, key: string, deps: Dependencies): Set<string> {
  const next = new Set(selected)
  const visit = (k: string) => {
    if (!next.delete(k)) return
    for (const [other, needs] of Object.entries(deps)) if (needs.includes(k)) visit(other)
  }
  visit(key)
  return next
}
