/**
 * The demo data set (design.md, "Demo data and first run"): the platform's plans and admin,
 * Acme (a full pipeline) and Globex (a small one), loaded once in a single atomic D1 batch.
 */
import { eq } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { protocolFor } from '../../hosts'
import { hashPassword } from '../../lib/crypto'
import { newId } from '../../lib/ids'
import { rebuildBusinessIndex } from '../../services/matching/rebuild'
import type { Db } from '../client'
import { admins, businesses } from '../schema'
import { DEMO_ACCOUNTS, DEMO_STAFF_PASSWORD } from './accounts'
import { acmeCandidateEntries, candidateTimelines } from './acme-candidates'
import { acmeInterviewEntries } from './acme-interviews'
import { acmeJobEntries, acmeJobIds } from './acme-jobs'
import { acmeOfferEntries, type SeedFile } from './acme-offers'
import { ACME_PLAN_STARTED_DAYS_AGO, acmeOrgEntries, acmeOrgIds } from './acme-org'
import { entryStatements, type SeedEntry } from './batch'
import { billingEntries } from './billing'
import { Clock, type DemoHashes, type SeedContext } from './context'
import { GLOBEX_PLAN_STARTED_DAYS_AGO, globexEntries, globexIds } from './globex'
import { defaultTemplateEntries, signatureEntries } from './org-templates'
import { adminRows, contactEnquiryRows, DEMO_ADMIN_EMAIL, DEMO_ADMIN_NAME, planRows } from './platform'
import { DEMO_ROLE_PERMISSIONS, rolePermissionEntry } from './role-permissions'

export const DEMO_BUSINESS_SLUGS = ['acme', 'globex'] as const

const passwordOf = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!.password

async function demoHashes(): Promise<DemoHashes> {
  const [admin, owner, recruiter, candidate, staff] = await Promise.all(
    [
      passwordOf(DEMO_ADMIN_EMAIL),
      passwordOf('owner@acme.example'),
      passwordOf('recruiter@acme.example'),
      passwordOf('candidate@acme.example'),
      DEMO_STAFF_PASSWORD,
    ].map((p) => hashPassword(p)),
  )
  return { admin: admin!, owner: owner!, recruiter: recruiter!, candidate: candidate!, staff: staff! }
}

/** Every row of the demo data set, parents before children, and the files (offer PDFs) R2 keeps. */
export async function demoEntries(
  ctx: SeedContext,
  opts: { includeAdmin: boolean; mainDomain: string },
): Promise<{ entries: SeedEntry[]; files: SeedFile[] }> {
  const { clock } = ctx
  const acme = acmeOrgIds()
  const jobs = acmeJobIds()
  const cands = candidateTimelines(ctx, jobs)
  const globex = globexIds()
  const verifyUrl = `${protocolFor(opts.mainDomain)}//${opts.mainDomain}/offers/verify`
  const offers = await acmeOfferEntries(ctx, acme, cands, verifyUrl)
  const entries = [
    planRows(ctx),
    ...(opts.includeAdmin ? [adminRows(ctx)] : []),
    ...acmeOrgEntries(ctx, acme),
    ...defaultTemplateEntries(acme.businessId, clock.ago(150)),
    signatureEntries(
      acme.businessId,
      'Acme Corporation',
      [
        {
          id: acme.emp.owner,
          name: 'Olivia Bennett',
          title: 'Chief Executive Officer',
          email: 'owner@acme.example',
          phone: '+1 (212) 555-0101',
        },
        {
          id: acme.emp.recruiter,
          name: 'Ryan Patel',
          title: 'Senior Technical Recruiter',
          email: 'recruiter@acme.example',
          phone: '+1 (212) 555-0102',
        },
      ],
      clock.ago(140),
    ),
    rolePermissionEntry(acme.businessId, acme.role.recruiter, DEMO_ROLE_PERMISSIONS.recruiter),
    rolePermissionEntry(acme.businessId, acme.role.hiringManager, DEMO_ROLE_PERMISSIONS.hiringManager),
    rolePermissionEntry(acme.businessId, acme.role.interviewer, DEMO_ROLE_PERMISSIONS.interviewer),
    ...acmeJobEntries(ctx, acme, jobs),
    ...acmeCandidateEntries(ctx, acme, cands, jobs),
    ...acmeInterviewEntries(ctx, acme, cands, jobs),
    ...offers.entries,
    ...globexEntries(ctx, globex),
    ...defaultTemplateEntries(globex.businessId, clock.ago(60)),
    rolePermissionEntry(globex.businessId, globex.role, DEMO_ROLE_PERMISSIONS.hiringManager),
    ...billingEntries(ctx, [
      {
        businessId: acme.businessId,
        planId: ctx.plans.growth,
        priceCents: 14900,
        startedAt: clock.ago(ACME_PLAN_STARTED_DAYS_AGO),
        createdBy: acme.emp.owner,
      },
      {
        businessId: globex.businessId,
        planId: ctx.plans.starter,
        priceCents: 4900,
        startedAt: clock.ago(GLOBEX_PLAN_STARTED_DAYS_AGO),
        createdBy: globex.emp.owner,
        declinedFirst: true,
      },
    ]),
    contactEnquiryRows(ctx),
  ]
  return { entries, files: offers.files }
}

type DemoOptions = { now?: Date; includeAdmin?: boolean; mainDomain?: string }

/** The insert statements of the demo data set (each within D1's bound-parameter limit) and its files. */
async function demoData(db: Db, opts: DemoOptions = {}) {
  const ctx: SeedContext = {
    clock: new Clock(opts.now ?? new Date()),
    hashes: await demoHashes(),
    plans: { free: newId(), starter: newId(), growth: newId(), enterprise: newId() },
  }
  const { entries, files } = await demoEntries(ctx, {
    includeAdmin: opts.includeAdmin ?? true,
    mainDomain: opts.mainDomain ?? DEFAULT_MAIN_DOMAIN,
  })
  return { statements: entryStatements(db, entries), files }
}

/** The insert statements of the demo data set, each within D1's bound-parameter limit. */
export async function demoStatements(db: Db, opts: DemoOptions = {}): Promise<BatchItem<'sqlite'>[]> {
  return (await demoData(db, opts)).statements
}

/** wrangler.toml's MAIN_DOMAIN (npm start and the tests serve there unless a port says otherwise). */
const DEFAULT_MAIN_DOMAIN = 'localhost:8787'

/**
 * Load the demo data once. When the platform admin and the Acme business both exist it
 * changes nothing; otherwise everything is inserted in one batch (atomic on D1), leaving
 * out only an admin row that already exists.
 */
export async function seedDemo(
  db: Db,
  opts: { now?: Date; files?: R2Bucket; mainDomain?: string } = {},
): Promise<{ created: boolean }> {
  const [admin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, DEMO_ADMIN_EMAIL)).limit(1)
  const [acme] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.slug, 'acme')).limit(1)
  if (admin && acme) return { created: false }
  if (acme) {
    // The businesses are there but the platform admin is not: add just the admin.
    await db.insert(admins).values({
      name: DEMO_ADMIN_NAME,
      email: DEMO_ADMIN_EMAIL,
      passwordHash: await hashPassword(passwordOf(DEMO_ADMIN_EMAIL)),
    })
    return { created: true }
  }
  const { statements, files } = await demoData(db, { ...opts, includeAdmin: !admin })
  const [first, ...rest] = statements
  if (!first) return { created: false }
  // The offer PDFs first, so no row ever names a file that is not there (without a bucket, as in
  // tests that do not read them, the rows name files nobody stored).
  if (opts.files)
    for (const f of files) await opts.files.put(f.key, f.bytes, { httpMetadata: { contentType: f.contentType } })
  await db.batch([first, ...rest])
  // The matching index of the demo businesses, built here rather than through the queue so that
  // top candidates and matching jobs are there on first sign-in.
  const demo = await db.select({ id: businesses.id }).from(businesses)
  for (const b of demo) await rebuildBusinessIndex(db, b.id)
  return { created: true }
}
