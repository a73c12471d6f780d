/** The daily notification digest (worker/resources/notifications/digest.service.ts), on the clock. */
import { sendDueDigests } from '../resources/notifications/digest.service'
import { registerScheduledTask } from './index'

registerScheduledTask('notifications.digest', async (ctx) => {
  await sendDueDigests(ctx)
})
