/** Importing this module registers every job consumer with the queue dispatcher. */
import '../providers/mail'
import '../resources/payments/invoices.service'
import '../services/matching/refresh'
