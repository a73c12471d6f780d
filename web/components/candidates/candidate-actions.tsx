import { useNavigate } from '@tanstack/react-router'
import { Ban, FileDown, Mail, MoreHorizontal, Pencil, ShieldCheck, Trash2 } from 'lucide-react'
import * as React from 'react'
import { useConfirm } from '@/components/organisation/confirm-dialog'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { usePermissions } from '@/lib/permissions'
import {
  type CandidateDetail,
  downloadReport,
  useBlacklist,
  useDeleteCandidate,
  useWhitelist,
} from '@/lib/queries/candidates'
import { notify } from '@/lib/toast'
import { CandidateFormDialog } from './candidate-form-lazy'
import { ReasonDialog } from './reason-dialog'
import { SendEmailDialog } from './send-email-dialog-lazy'
import { StatusControl } from './status-control'

/** The header's actions, each shown only when the caller's role allows it. */
export function CandidateActions({ candidate }: { candidate: CandidateDetail }) {
  const can = usePermissions()
  const navigate = useNavigate()
  const [listing, setListing] = React.useState(false)
  const blacklist = useBlacklist(candidate.id)
  const whitelist = useWhitelist(candidate.id)
  const remove = useDeleteCandidate(candidate.id)
  const confirm = useConfirm()
  const [reporting, setReporting] = React.useState(false)
  const report = () => {
    setReporting(true)
    downloadReport({ candidateId: candidate.id })
      .catch((e: Error) => notify.error(e.message))
      .finally(() => setReporting(false))
  }
  return (
    <>
      {can('candidates', 'change_status') && <StatusControl candidate={candidate} />}
      {can('candidates', 'send_email') && (
        <SendEmailDialog
          candidate={candidate}
          trigger={
            <Button variant="outline">
              <Mail aria-hidden="true" />
              Send e-mail
            </Button>
          }
        />
      )}
      {can('candidates', 'update') && (
        <CandidateFormDialog
          candidate={candidate}
          trigger={
            <Button variant="outline">
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          }
        />
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label="More actions">
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuItem onSelect={report} disabled={reporting}>
            <FileDown aria-hidden="true" />
            Download PDF report
          </DropdownMenuItem>
          {can('candidates', 'blacklist') && (
            <DropdownMenuItem
              onSelect={() => setListing(true)}
              variant={candidate.is_blacklisted ? 'default' : 'destructive'}
            >
              {candidate.is_blacklisted ? <ShieldCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
              {candidate.is_blacklisted ? 'Whitelist' : 'Blacklist'}
            </DropdownMenuItem>
          )}
          {can('candidates', 'delete') && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                variant="destructive"
                onSelect={() =>
                  confirm.ask({
                    title: `Delete ${candidate.name}?`,
                    description:
                      'The candidate, their comments, feedback, documents and files are removed for good. Candidates with interviews or offers cannot be deleted: reject or withdraw them instead.',
                    action: 'Delete candidate',
                    destructive: true,
                    onConfirm: () =>
                      remove.mutate(undefined, { onSuccess: () => void navigate({ to: '/admin/candidates' }) }),
                  })
                }
              >
                <Trash2 aria-hidden="true" />
                Delete
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <ReasonDialog
        open={listing}
        onOpenChange={setListing}
        title={candidate.is_blacklisted ? `Whitelist ${candidate.name}` : `Blacklist ${candidate.name}`}
        description={
          candidate.is_blacklisted
            ? 'They can move through the pipeline again.'
            : 'A blacklisted candidate stays on file, flagged, and cannot move forward in the pipeline until whitelisted. Say why for your colleagues.'
        }
        reasonLabel="Reason"
        required={!candidate.is_blacklisted}
        action={candidate.is_blacklisted ? 'Whitelist' : 'Blacklist'}
        destructive={!candidate.is_blacklisted}
        pending={blacklist.isPending || whitelist.isPending}
        onSubmit={(reason, close) => {
          if (candidate.is_blacklisted) whitelist.mutate({ reason }, { onSuccess: close })
          // The dialog requires a reason to blacklist, so there always is one here.
          else if (reason) blacklist.mutate({ reason }, { onSuccess: close })
        }}
      />
      {confirm.dialog}
    </>
  )
}
