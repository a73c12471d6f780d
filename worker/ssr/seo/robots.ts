/** Paths that are never for search engines: the apps, the API and the dev tools. */
const PRIVATE = ['/admin', '/auth', '/api', '/candidates', '/dev']

/** robots.txt of the main site and of a careers site: public pages allowed, the apps not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

/** A candidate area is private from top to bottom. */
export const ROBOTS_DISALLOW_ALL = 'User-agent: *\nDisallow: /\n'
