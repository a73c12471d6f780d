import { businessOrigin, hostConfig, protocolFor } from '../../hosts'

type HostEnv = Pick<Env, 'MAIN_DOMAIN' | 'CANDIDATE_HOST_PATTERN'>

/** The business portal's origin (staff screens, the careers page, the public upload page). */
export function portalOrigin(env: HostEnv, slug: string): string {
  const config = hostConfig(env)
  return businessOrigin(slug, 'business', config, protocolFor(config.mainDomain))
}

export const candidatePageUrl = (env: HostEnv, slug: string, candidateId: string) =>
  `${portalOrigin(env, slug)}/admin/candidates/${candidateId}`
/** The token rides in the fragment: no server, log or Referer ever sees it (docs/security.md). */
export const documentUploadUrl = (env: HostEnv, slug: string, token: string) =>
  `${portalOrigin(env, slug)}/documents/upload#token=${encodeURIComponent(token)}`

export function candidatePortalUrl(env: HostEnv, slug: string): string {
  const config = hostConfig(env)
  return `${businessOrigin(slug, 'candidate', config, protocolFor(config.mainDomain))}/candidates/dashboard`
}
