/** Importing this module registers every scheduled task (worker/scheduled/index.ts). */
import '../resources/interviews/interviews.scheduled'
import '../resources/offer-letters/expiry.task'
import './exams'
import '../resources/resumes/requeue.task'
import './notification-digest'
