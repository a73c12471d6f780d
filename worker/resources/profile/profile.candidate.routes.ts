import { Hono } from 'hono'
import type { BusinessEnv } from '../../env'
import { ok } from '../../lib/envelope'
import { validate } from '../../lib/validate'
import { candidateOnly } from '../../middleware/candidate'
import {
  myDocuments,
  myNotificationPreferences,
  myProfile,
  mySharedComments,
  mySharedFeedback,
  setMyNotificationPreferences,
} from './candidate-profile.service'
import { candidateNotificationsInput } from './candidate-settings.schema'

/** /candidate/profile: the signed-in candidate's own profile, what was shared with them, and their e-mail choices. */
export const candidateProfileRoutes = new Hono<BusinessEnv>()
  .get('/', candidateOnly(), async (c) => ok(c, 'Profile fetched.', await myProfile(c.var)))
  .get('/feedbacks', candidateOnly(), async (c) => ok(c, 'Feedback fetched.', await mySharedFeedback(c.var)))
  .get('/documents', candidateOnly(), async (c) => ok(c, 'Documents fetched.', await myDocuments(c.var)))
  .get('/comments', candidateOnly(), async (c) => ok(c, 'Comments fetched.', await mySharedComments(c.var)))
  .get('/notifications', candidateOnly(), async (c) =>
    ok(c, 'Notification settings fetched.', await myNotificationPreferences(c.var)),
  )
  .put('/notifications', candidateOnly(), validate('json', candidateNotificationsInput), async (c) =>
    ok(c, 'Notification settings saved.', await setMyNotificationPreferences(c.var, c.req.valid('json'))),
  )
