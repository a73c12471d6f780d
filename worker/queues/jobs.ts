/** Importing this module registers every job consumer with the queue dispatcher. */
import '../providers/mail'
import '../resources/payments/invoices.service'
import '../resources/resumes/extract.job'
import '../services/matching/refresh'
