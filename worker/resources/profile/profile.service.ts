import { admins, employees } from '../../db/schema'
import { newId } from '../../lib/ids'
import type { PrincipalOf, Scope } from '../../lib/scope'
import { checkUpload, IMAGE_KINDS } from '../../services/files'
import type { UpdateAdminProfile, UpdateStaffProfile } from '../auth/auth.schema'
import { type AccountDetails, accountDetail, accountRow, ownAccount } from '../auth/principals.service'

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024

/** Who edits their own profile: the platform admin or a staff member (candidates keep theirs elsewhere). */
type ProfileKind = 'admin' | 'employee'

/** The account's detail after a change, as sign-in answers it (an impersonated session stays marked). */
async function detailOf<K extends ProfileKind>(scope: Scope, principal: PrincipalOf<K>): Promise<AccountDetails[K]> {
  const p: PrincipalOf<ProfileKind> = principal
  const impersonated = p.kind === 'employee' && !!p.impersonatedBy
  return accountDetail<K>(scope.db, await ownAccount<K>(scope, principal), { impersonated })
}

export async function updateAdminProfile(scope: Scope, principal: PrincipalOf<'admin'>, input: UpdateAdminProfile) {
  const account = await ownAccount(scope, principal)
  await scope.db
    .update(admins)
    .set({ name: input.name, phone: input.phone || null })
    .where(accountRow(account))
  return detailOf(scope, principal)
}

export async function updateStaffProfile(scope: Scope, principal: PrincipalOf<'employee'>, input: UpdateStaffProfile) {
  const account = await ownAccount(scope, principal)
  await scope.db
    .update(employees)
    .set({
      firstName: input.first_name,
      lastName: input.last_name ?? account.row.lastName,
      phone: input.phone || null,
      designation: input.designation ?? account.row.designation,
    })
    .where(accountRow(account))
  return detailOf(scope, principal)
}

/** Store a profile picture in R2 (images only, checked by their bytes, 5 MB) and point the account at it. */
export async function updateProfilePicture<K extends ProfileKind>(
  scope: Scope,
  principal: PrincipalOf<K>,
  file: unknown,
) {
  const files = scope.env.FILES
  const account = await ownAccount<ProfileKind>(scope, principal)
  const checked = await checkUpload(file, 'image', IMAGE_KINDS, MAX_AVATAR_BYTES)
  const key = `avatars/${account.kind}/${account.row.id}/${newId()}.${checked.ext}`
  await files.put(key, checked.bytes, {
    httpMetadata: { contentType: checked.type, cacheControl: 'public, max-age=31536000, immutable' },
  })
  if (account.kind === 'admin') await scope.db.update(admins).set({ avatarKey: key }).where(accountRow(account))
  else await scope.db.update(employees).set({ avatarKey: key }).where(accountRow(account))
  if (account.row.avatarKey) await files.delete(account.row.avatarKey)
  return detailOf(scope, principal)
}
