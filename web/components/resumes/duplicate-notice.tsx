import { Link } from '@tanstack/react-router'
import { Users } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { ResumeRecord } from '@/lib/queries/resumes'

/** The person is already a candidate: saving would not add them again; attaching fills their record. */
export function DuplicateNotice({
  duplicate,
  onAttach,
}: {
  duplicate: NonNullable<ResumeRecord['duplicate']>
  onAttach?: () => void
}) {
  const { existing, matched_on } = duplicate
  return (
    <div
      role="note"
      data-slot="duplicate-notice"
      className="flex flex-wrap items-center gap-3 rounded-md border border-orange-300 bg-orange-50 px-3 py-2 text-sm text-orange-950"
    >
      <Users aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <span className="font-medium">{existing.name}</span> is already a candidate with this{' '}
        {matched_on === 'email' ? 'e-mail address' : 'phone number'}. Saving would not add them twice.{' '}
        <Link to="/admin/candidates/$id" params={{ id: existing.id }} className="underline">
          Open their record
        </Link>
      </p>
      {onAttach && (
        <Button type="button" size="sm" variant="outline" onClick={onAttach}>
          Attach to {existing.name}
        </Button>
      )}
    </div>
  )
}
