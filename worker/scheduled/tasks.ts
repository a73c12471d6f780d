/** Importing this module registers every scheduled task (worker/scheduled/index.ts). */
import './notification-digest'
