/**
 * Type tests, checked by `npm run typecheck` (tsconfig.web.json): the web app's view of the
 * API (web/lib/api-contract.ts, derived from the Worker's routes) is precise. A field the
 * route does not answer fails `tsc` (each `@ts-expect-error` below must find an error, or
 * `tsc` fails because it is unused), and the data of real routes is neither `any` nor
 * `unknown`. If the types ever went loose, a renamed column would no longer fail where the
 * web app reads it; these lines fail first.
 */
import type { ApiBody, ApiData, ApiQuery, ApiRow } from '@/lib/api-contract'

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
