import { Mic } from 'lucide-react'

/**
 * A spoken answer. Recording (with the camera and microphone of the proctored flow) is added by
 * the proctoring work; until then the screen says so plainly, and the answer is left for the
 * hiring team (docs/exams.md).
 */
export function AudioQuestion() {
  return (
    <div className="flex items-start gap-3 rounded-md border border-dashed bg-muted/40 p-4 text-sm">
      <Mic aria-hidden="true" className="mt-0.5 size-5 text-muted-foreground" />
      <div className="space-y-1">
        <p className="font-medium">This question is answered out loud.</p>
        <p className="text-muted-foreground">
          Spoken answers are recorded in the proctored exam, with your microphone. This exam screen does not record yet,
          so there is nothing to type here: the hiring team will arrange this question with you. You can go on to the
          next question.
        </p>
      </div>
    </div>
  )
}
