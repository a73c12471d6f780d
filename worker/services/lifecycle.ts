import { conflict } from '../lib/errors'

/** Allowed moves of an entity's status: from -> the states it may go to. */
export type Lifecycle<S extends string> = Readonly<Record<S, readonly S[]>>

export const humanState = (s: string) => s.replace(/_/g, ' ')

/** Refuse a move the lifecycle does not allow: 409 naming both states. */
export function assertTransition<S extends string>(lifecycle: Lifecycle<S>, what: string, from: S, to: S) {
  if (!(lifecycle[from] ?? []).includes(to)) {
    throw conflict(
      from === to
        ? `The ${what} is already ${humanState(to)}.`
        : `${/^[aeiou]/i.test(what) ? 'An' : 'A'} ${what} cannot move from ${humanState(from)} to ${humanState(to)}.`,
    )
  }
}

/** The design's lifecycles (design.md, "Lifecycles"). */
export const LIFECYCLES = {
  business: {
    pending_verification: ['active', 'inactive'],
    active: ['suspended', 'inactive'],
    suspended: ['active', 'inactive'],
    inactive: ['active'],
  },
  activeInactive: { active: ['inactive'], inactive: ['active'] },
  opportunity: {
    draft: ['open', 'closed'],
    open: ['on_hold', 'closed', 'filled'],
    on_hold: ['open', 'closed'],
    closed: [],
    filled: [],
  },
  jobRequest: { pending: ['approved', 'rejected'], approved: ['converted', 'rejected'], rejected: [], converted: [] },
  candidate: {
    new: ['screening', 'shortlisted', 'rejected', 'withdrawn'],
    screening: ['shortlisted', 'rejected', 'withdrawn'],
    shortlisted: ['interviewing', 'rejected', 'withdrawn'],
    interviewing: ['offered', 'rejected', 'withdrawn'],
    offered: ['hired', 'rejected', 'withdrawn'],
    hired: [],
    rejected: [],
    withdrawn: [],
  },
  interview: {
    scheduled: ['in_progress', 'completed', 'cancelled', 'rejected', 'no_show'],
    in_progress: ['completed', 'cancelled', 'rejected'],
    completed: [],
    cancelled: [],
    rejected: [],
    no_show: [],
  },
  candidateInterview: {
    pending: ['in_progress', 'rejected'],
    in_progress: ['passed', 'failed', 'rejected'],
    passed: [],
    failed: [],
    rejected: [],
  },
  exam: { not_started: ['in_progress', 'expired'], in_progress: ['submitted', 'expired'], submitted: [], expired: [] },
  offer: {
    draft: ['sent', 'revoked'],
    sent: ['viewed', 'signed', 'declined', 'expired', 'revoked'],
    viewed: ['signed', 'declined', 'expired', 'revoked'],
    signed: [],
    declined: [],
    expired: [],
    revoked: [],
  },
  transaction: { pending: ['succeeded', 'failed'], succeeded: ['refunded'], failed: [], refunded: [] },
} as const satisfies Record<string, Lifecycle<string>>
