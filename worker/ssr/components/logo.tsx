/** The Hirely mark (the favicon's shape), decorative next to the name. */
export function LogoMark() {
  return (
    <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#15803d" />
      <path d="M18 16h7v13h14V16h7v32h-7V35H25v13h-7z" fill="#fff" />
    </svg>
  )
}

export function Brand({ href = '/' }: { href?: string }) {
  return (
    <a className="brand" href={href}>
      <LogoMark />
      <span>Hirely</span>
    </a>
  )
}
