/** Every report by its contract name, for the routes and the export. */
import type { UsersAnalyticsQuery } from './analytics.schema'
import { hiringPerformanceDepartmentWise, hiringVolumeByDepartment } from './departments.service'
import {
  conversionRate,
  experienceDistribution,
  interviewToOfferByPlatform,
  selectionRateByPlatform,
} from './funnel.service'
import { hiresByJobOverTime, positionsSummary, timeToFillJob, timeToHireByPlatform } from './hires.service'
import { keptReport } from './kept.service'
import type { Report } from './query.service'
import { hiringAverageStats } from './summary.service'
import { collaborationStats, recruiterLeaderboard, usersAnalytics } from './team.service'

export const runReport = {
  'hiring-average-stats': hiringAverageStats,
  'conversion-rate': conversionRate,
  'time-to-hire-by-platform': timeToHireByPlatform,
  'selection-rate-by-platform': selectionRateByPlatform,
  'interview-to-offer-by-platform': interviewToOfferByPlatform,
  'hires-by-job-over-time': hiresByJobOverTime,
  'time-to-fill-job': timeToFillJob,
  'positions-summary': positionsSummary,
  'hiring-volume-by-department': hiringVolumeByDepartment,
  'hiring-performance-department-wise': hiringPerformanceDepartmentWise,
  'recruiter-leaderboard': recruiterLeaderboard,
  'multi-user-collaboration-stats': collaborationStats,
  'experience-distribution': experienceDistribution,
  'users-analytics': (r: Report, page: Pick<UsersAnalyticsQuery, 'page' | 'limit'>) => usersAnalytics(r, page),
} as const

type PlainReport = Exclude<keyof typeof runReport, 'users-analytics'>

/** A report's answer to its route: kept until the business's data changes (kept.service.ts). */
export const reportAnswer = <K extends PlainReport>(name: K, r: Report) =>
  keptReport(r, name, () => (runReport[name] as unknown as (r: Report) => ReturnType<(typeof runReport)[K]>)(r))

/** The registered candidates' page, kept as the other reports are. */
export const usersAnswer = (r: Report, page: Pick<UsersAnalyticsQuery, 'page' | 'limit'>) =>
  keptReport(r, 'users-analytics', () => runReport['users-analytics'](r, page), page)
