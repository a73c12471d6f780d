/**
 * React keys for a list rendered from data that has no ids (a description's paragraphs, a
 * resume's jobs): the item's own text, with `~2`, `~3` … on repeats. Unlike an index, an
 * item keeps its key when items are added or removed before it. Browser-safe (the web app uses it).
 */
export function keyed<T>(items: readonly T[], text: (item: T) => string): { key: string; item: T }[] {
  const seen = new Map<string, number>()
  return items.map((item) => {
    const base = text(item)
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    return { key: n === 1 ? base : `${base}~${n}`, item }
  })
}
