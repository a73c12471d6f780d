import { businessOrigin, type HostConfig, protocolFor } from '../../hosts'

/** A page of the business's staff portal, as an absolute link for e-mails. */
export const staffLink = (config: HostConfig, slug: string, path: string) =>
  `${businessOrigin(slug, 'business', config, protocolFor(config.mainDomain))}${path}`

/** A page of the business's candidate area, as an absolute link for e-mails. */
export const candidateLink = (config: HostConfig, slug: string, path: string) =>
  `${businessOrigin(slug, 'candidate', config, protocolFor(config.mainDomain))}${path}`

/** Where the candidate takes an exam (the screen's route, web/routes/candidates/exams.$id.tsx). */
export const examPath = (interviewId: string) => `/candidates/exams/${interviewId}`
