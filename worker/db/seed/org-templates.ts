import { defaultTemplateRows } from '../../resources/email-templates/ensure.service'
import { emailTemplates, employeeSignatures, templateBodies } from '../schema'
import { rowsOf, type SeedEntry } from './batch'
import { stamps } from './context'

/** Every system e-mail template, with its default body, for a demo business. */
export function defaultTemplateEntries(businessId: string, at: Date): SeedEntry[] {
  const { templates, bodies } = defaultTemplateRows(businessId, undefined, at)
  return [rowsOf(emailTemplates, templates), rowsOf(templateBodies, bodies)]
}

type Signer = { id: string; name: string; title: string; email: string; phone: string }

/** A default e-mail signature for each of these staff members. */
export function signatureEntries(businessId: string, company: string, signers: Signer[], at: Date): SeedEntry {
  return rowsOf(
    employeeSignatures,
    signers.map((s) => ({
      businessId,
      employeeId: s.id,
      name: 'Default',
      body: `<p><strong>${s.name}</strong><br>${s.title}, ${company}<br><a href="mailto:${s.email}" target="_blank" rel="noopener noreferrer">${s.email}</a> · ${s.phone}</p>`,
      isDefault: true,
      status: 'active' as const,
      ...stamps(at),
    })),
  )
}
