/** The product's name and default head, free of imports so tests and scripts can read them too. */
export const SITE_NAME = 'Hirely'
export const DEFAULT_TITLE = 'Hirely — AI-driven hiring platform'
export const DEFAULT_DESCRIPTION =
  'Hirely is the AI-driven hiring platform for growing businesses: jobs on your own careers sub-domain, AI resume extraction and matching, interview scheduling, proctored online exams and e-signed offers.'
export const THEME_COLOR = '#15803d'
