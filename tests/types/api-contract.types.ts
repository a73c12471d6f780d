/**
 * Type tests, checked by `npm run typecheck` (tsconfig.web.json): the web app's view of the
 * API (web/lib/api-contract.ts, derived from the Worker's routes) is precise. A field the
 * route does not answer fails `tsc` (each `@ts-expect-error` below must find an error, or
 * `tsc` fails because it is unused), and the data of real routes is neither `any` nor
 * `unknown`. If the types ever went loose, a renamed column would no longer fail where the
 * web app reads it; these lines fail first.
 */
import type { ApiBody, ApiData, ApiQuery, ApiRow, Route } from '@/lib/api-contract'
import type { NodeTree, SessionUser } from '@/lib/auth'

type IsAny<T> = 0 extends 1 & T ? true : false
/** Neither `any`, `unknown` nor `never`: a type with something to check against. */
type IsPrecise<T> = IsAny<T> extends true ? false : unknown extends T ? false : [T] extends [never] ? false : true
type Expect<T extends true> = T

export type Checks = [
  Expect<IsPrecise<ApiData<'get', '/wildcard/departments'>>>,
  Expect<IsPrecise<ApiRow<'/wildcard/departments'>>>,
  Expect<IsPrecise<ApiData<'get', '/wildcard/departments/:id'>>>,
  Expect<IsPrecise<ApiData<'put', '/wildcard/departments/:id/status'>>>,
  Expect<IsPrecise<ApiData<'get', '/home/plans'>>>,
  Expect<IsPrecise<ApiBody<'post', '/wildcard/departments'>>>,
  Expect<IsPrecise<ApiQuery<'/wildcard/departments'>>>,
  // The check itself tells `any` and `unknown` apart from a real type.
  Expect<IsAny<any>>,
  Expect<IsPrecise<any> extends false ? true : false>,
  Expect<IsPrecise<unknown> extends false ? true : false>,
]

declare const row: ApiRow<'/wildcard/departments'>
declare const department: ApiData<'get', '/wildcard/departments/:id'>
declare const plans: ApiData<'get', '/home/plans'>
declare const body: ApiBody<'post', '/wildcard/departments'>

/** The real fields read as the web app reads them, with their types. */
export const realFields = {
  name: row.name satisfies string,
  employees: row.employee_count satisfies number,
  id: department.id satisfies string,
  plan: plans[0]?.name satisfies string | undefined,
  bodyName: body.name satisfies string,
}

export const missingFields = [
  // @ts-expect-error the API answers snake_case: `employeeCount` is not a field of the row
  row.employeeCount,
  // @ts-expect-error a field the route does not answer
  row.headcount,
  // @ts-expect-error a field the route does not answer
  department.title,
  // @ts-expect-error the row's name is a string, not a number
  row.name satisfies number,
  // @ts-expect-error the form's body has no `status` (a status changes through its own route)
  body.status,
]

// --- the session: each host's sign-in answers its own principal, precisely ----------------------

declare const adminLogin: ApiData<'post', '/admin/auth/login'>
declare const staffMe: ApiData<'post', '/wildcard/auth/verify-me'>
declare const candidateMe: ApiData<'post', '/candidate/auth/verify-me'>
declare const staff: SessionUser<'employee'>
declare const node: NodeTree

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false

export type SessionChecks = [
  Expect<IsPrecise<SessionUser<'admin'>>>,
  Expect<IsPrecise<SessionUser<'employee'>>>,
  Expect<IsPrecise<SessionUser<'candidate'>>>,
  // A node's own fields, as the routes answer them, are the tree type the web app stores.
  Expect<Equal<Omit<(typeof staffMe)['nodes'][number], 'children'>, Omit<NodeTree, 'children'>>>,
  // Every route is a literal path: a path no route has is not a route (a `${string}` path would take it).
  Expect<'/admin/auth/no-such-step' extends Route<'post'> ? false : true>,
  Expect<'/wildcard/auth/no-such-step' extends Route<'post'> ? false : true>,
  Expect<'/candidate/auth/no-such-step' extends Route<'post'> ? false : true>,
  Expect<'/admin/auth/logout' extends Route<'delete'> ? true : false>,
]

export const sessionFields = {
  adminRole: adminLogin.admin.role satisfies 'platform_admin',
  staffFirstName: staffMe.employee.first_name satisfies string,
  staffBusiness: staffMe.employee.business?.name satisfies string | undefined,
  impersonated: staff.impersonated satisfies boolean,
  candidateJob: candidateMe.candidate.opportunity?.title satisfies string | undefined,
  children: node.children[0]?.permissions satisfies string[] | undefined,
}

export const missingSessionFields = [
  // @ts-expect-error the platform admin's sign-in answers `admin`, never a staff member
  adminLogin.employee,
  // @ts-expect-error a staff member's verify-me answers `employee` only
  staffMe.candidate,
  // @ts-expect-error the API answers snake_case: `firstName` is not a field of the staff member
  staffMe.employee.firstName,
  // @ts-expect-error a candidate sees no pipeline status of theirs
  candidateMe.candidate.status,
  // @ts-expect-error the password hash never leaves the server
  staff.password_hash,
]
