/** Importing this module registers every scheduled task (worker/scheduled/index.ts). */
import '../resources/resumes/requeue.task'
