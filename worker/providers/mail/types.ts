/** An e-mail ready to leave: what every mail provider delivers. */
export type OutgoingMail = {
  id: string
  from: string
  to: string
  subject: string
  html: string
  text: string
}

export interface MailProvider {
  readonly name: string
  /** Deliver or throw; the queue retries with back-off. */
  deliver(mail: OutgoingMail): Promise<void>
}
