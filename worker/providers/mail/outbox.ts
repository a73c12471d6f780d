import type { MailProvider } from './types'

/**
 * The embedded default: the outbox row in D1 is the delivered mail. Nothing leaves the
 * machine; in development the mailbox page (/dev/mailbox) reads the outbox.
 */
export const outboxProvider: MailProvider = {
  name: 'outbox',
  async deliver() {},
}
