import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { admins, employees } from '../../db/schema'
import { newId } from '../../lib/ids'
import { checkUpload, IMAGE_KINDS } from '../../services/files'
import type { Account } from '../auth/principals.service'

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024

type AdminAccount = Extract<Account, { kind: 'admin' }>
type StaffAccount = Extract<Account, { kind: 'employee' }>

export async function updateAdminProfile(db: Db, account: AdminAccount, input: { name: string; phone?: string }) {
  await db
    .update(admins)
    .set({ name: input.name, phone: input.phone || null })
    .where(eq(admins.id, account.row.id))
}

export async function updateStaffProfile(
  db: Db,
  account: StaffAccount,
  input: { first_name: string; last_name?: string; phone?: string; designation?: string },
) {
  await db
    .update(employees)
    .set({
      firstName: input.first_name,
      lastName: input.last_name ?? account.row.lastName,
      phone: input.phone || null,
      designation: input.designation ?? account.row.designation,
    })
    .where(eq(employees.id, account.row.id))
}

/** Store a profile picture in R2 (images only, checked by their bytes, 5 MB) and point the account at it. */
export async function updateProfilePicture(
  db: Db,
  files: R2Bucket,
  account: AdminAccount | StaffAccount,
  file: unknown,
) {
  const checked = await checkUpload(file, 'image', IMAGE_KINDS, MAX_AVATAR_BYTES)
  const key = `avatars/${account.kind}/${account.row.id}/${newId()}.${checked.ext}`
  await files.put(key, checked.bytes, {
    httpMetadata: { contentType: checked.type, cacheControl: 'public, max-age=31536000, immutable' },
  })
  if (account.kind === 'admin') await db.update(admins).set({ avatarKey: key }).where(eq(admins.id, account.row.id))
  else await db.update(employees).set({ avatarKey: key }).where(eq(employees.id, account.row.id))
  if (account.row.avatarKey) await files.delete(account.row.avatarKey)
  return key
}
