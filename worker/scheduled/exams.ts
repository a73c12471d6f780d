import { closeOverdueExams, remindExamCandidates } from '../resources/interviews/exam-schedule.service'
import { deleteExpiredRecordings } from '../resources/interviews/recording-retention.service'
import { registerScheduledTask } from './index'

// Online exams (docs/exams.md): reminders before a window closes, and the deadline's safety net.
registerScheduledTask('exams.remind', remindExamCandidates)
registerScheduledTask('exams.close-overdue', closeOverdueExams)
registerScheduledTask('exams.recording-retention', async (ctx) => {
  await deleteExpiredRecordings(ctx)
})
