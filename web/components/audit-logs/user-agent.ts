/**
 * 'Chrome 131 on Windows' from a User-Agent header, for a person to recognise a browser at a
 * glance (the full header stays on the entry). Null when there is none; the header itself,
 * shortened, when neither the browser nor the system is one of the common ones.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)/, 'Chrome'],
  [/(?:Headless)?Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]*(?: Mobile\/\S+)? Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

export function describeUserAgent(ua: string | null | undefined): string | null {
  if (!ua) return null
  let browser: string | null = null
  for (const [pattern, name] of BROWSERS) {
    const m = pattern.exec(ua)
    if (m) {
      browser = `${name} ${m[1]}`
      break
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  if (!browser && !system) return ua.length > 48 ? `${ua.slice(0, 47)}…` : ua
  return [browser, system].filter(Boolean).join(' on ')
}
