import type { SystemTemplateKey } from './placeholders.schema'

export type TemplateContent = { subject: string; body: string }

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('')
const button = (token: string, label: string) =>
  `<p><a href="{{${token}}}" target="_blank" rel="noopener noreferrer">${label}</a></p>`
const signOff = '<p>Best regards,<br />{{sender_name}}<br />{{company_name}}</p>'

/**
 * The product's default wording of every e-mail it sends. Each business starts with a copy it
 * may edit; when a business turns its copy off, these are sent instead.
 */
export const DEFAULT_TEMPLATES: Record<SystemTemplateKey, TemplateContent> = {
  'candidate.application_received': {
    subject: 'We received your application for {{job_title}}',
    body:
      p(
        'Hi {{candidate_name}},',
        'Thank you for applying for the <strong>{{job_title}}</strong> role at {{company_name}}. Our team is reviewing your application and will get back to you about the next steps.',
      ) +
      p('You can follow your application in the candidate portal:') +
      button('candidate_portal_link', 'Open the candidate portal') +
      signOff,
  },
  'interview.scheduled': {
    subject: 'Your interview for {{job_title}} is scheduled',
    body:
      p(
        'Hi {{candidate_name}},',
        'Your <strong>{{interview_title}}</strong> for the {{job_title}} role is scheduled.',
      ) +
      '<ul><li><strong>When:</strong> {{interview_time}} ({{interview_duration}})</li><li><strong>How:</strong> {{interview_mode}}</li><li><strong>Where:</strong> {{interview_location}}</li><li><strong>With:</strong> {{interviewer_names}}</li></ul>' +
      button('interview_link', 'Join the interview') +
      p('If the time does not work for you, reply to this e-mail and we will find another.') +
      signOff,
  },
  'interview.rescheduled': {
    subject: 'Your interview for {{job_title}} has moved',
    body:
      p(
        'Hi {{candidate_name}},',
        'Your <strong>{{interview_title}}</strong> planned for {{previous_interview_time}} has moved to <strong>{{interview_time}}</strong> ({{interview_duration}}).',
      ) +
      '<ul><li><strong>How:</strong> {{interview_mode}}</li><li><strong>Where:</strong> {{interview_location}}</li></ul>' +
      button('interview_link', 'Join the interview') +
      p('We are sorry for any inconvenience.') +
      signOff,
  },
  'interview.cancelled': {
    subject: 'Your interview for {{job_title}} was cancelled',
    body:
      p(
        'Hi {{candidate_name}},',
        'We are sorry to tell you that your <strong>{{interview_title}}</strong> planned for {{interview_time}} has been cancelled.',
        '{{cancellation_reason}}',
      ) +
      p('We will be in touch about what happens next.') +
      signOff,
  },
  'interview.reminder': {
    subject: 'Reminder: your interview for {{job_title}} is coming up',
    body:
      p(
        'Hi {{candidate_name}},',
        'A friendly reminder of your <strong>{{interview_title}}</strong> for the {{job_title}} role.',
      ) +
      '<ul><li><strong>When:</strong> {{interview_time}} ({{interview_duration}})</li><li><strong>How:</strong> {{interview_mode}}</li><li><strong>Where:</strong> {{interview_location}}</li><li><strong>With:</strong> {{interviewer_names}}</li></ul>' +
      button('interview_link', 'Join the interview') +
      p('If something has come up, reply to this e-mail and we will find another time.') +
      signOff,
  },
  'exam.invitation': {
    subject: 'Your online assessment for {{job_title}}',
    body:
      p(
        'Hi {{candidate_name}},',
        'As the next step for the {{job_title}} role, we invite you to take the <strong>{{interview_title}}</strong>. It takes {{exam_duration}} and must be completed by <strong>{{exam_deadline}}</strong>.',
      ) +
      p(
        'The assessment is proctored: please use a computer with a camera, in a quiet room, and keep the exam tab open until you submit.',
      ) +
      button('exam_link', 'Start the assessment') +
      signOff,
  },
  'candidate.document_request': {
    subject: 'Documents needed for your application to {{company_name}}',
    body:
      p(
        'Hi {{candidate_name}},',
        'To move your application for the {{job_title}} role forward, please upload the following documents:',
        '{{document_list}}',
      ) +
      button('document_upload_link', 'Upload documents securely') +
      p('The link is personal to you; please do not share it.') +
      signOff,
  },
  'offer.sent': {
    subject: 'Your offer from {{company_name}}',
    body:
      p(
        'Hi {{candidate_name}},',
        'We are delighted to offer you the <strong>{{job_title}}</strong> role at {{company_name}}, starting on {{start_date}}.',
        'Please review and sign your offer letter by {{offer_expires_at}}:',
      ) +
      button('offer_link', 'Review and sign the offer') +
      p('We are looking forward to working with you.') +
      signOff,
  },
  'offer.letter': {
    subject: 'Offer of employment: {{job_title}}',
    body:
      p(
        'Dear {{candidate_name}},',
        'We are delighted to offer you the position of <strong>{{job_title}}</strong> at {{company_name}}, reporting to {{manager_name}}.',
      ) +
      '<ul><li><strong>Salary:</strong> {{salary}}</li><li><strong>Start date:</strong> {{start_date}}</li></ul>' +
      p(
        'This offer is contingent on satisfactory reference checks and proof of your eligibility to work in the country where the role is based. Your employment is subject to the terms of our standard employment agreement and company policies.',
        'To accept, please sign this letter electronically by <strong>{{offer_expires_at}}</strong>. After that date the offer lapses.',
        'We are excited about what we will build together.',
        'Sincerely,<br />{{sender_name}}<br />{{company_name}}',
      ) +
      p('<strong>Accepted and agreed</strong>') +
      p('{{signature}}'),
  },
  'offer.signed': {
    subject: 'Welcome to {{company_name}}!',
    body:
      p(
        'Hi {{candidate_name}},',
        'Thank you for signing your offer for the <strong>{{job_title}}</strong> role on {{signed_at}}. We are thrilled to have you join us on {{start_date}}.',
        'We will be in touch soon with everything you need for your first day.',
      ) + signOff,
  },
  'candidate.rejected': {
    subject: 'Your application for {{job_title}}',
    body:
      p(
        'Hi {{candidate_name}},',
        'Thank you for your interest in the {{job_title}} role at {{company_name}} and for the time you gave us.',
        'After careful consideration we have decided not to move forward with your application. This was not an easy decision, and we encourage you to apply for future openings that match your experience:',
      ) +
      button('careers_link', 'See our open roles') +
      p('We wish you every success.') +
      signOff,
  },
  'employee.invitation': {
    subject: 'You are invited to join {{company_name}} on Hirely',
    body:
      p(
        'Hi {{employee_name}},',
        '{{sender_name}} invited you to the {{company_name}} hiring portal as <strong>{{role_name}}</strong>.',
        'Choose a password to activate your account:',
      ) +
      button('invitation_link', 'Set my password') +
      p(
        'This link works once and expires on {{invitation_expires_at}}. If you were not expecting this invitation, you can ignore this e-mail.',
      ),
  },
  'general.message': {
    subject: 'A message from {{company_name}}',
    body: p('Hi {{candidate_name}},', '{{message}}') + signOff,
  },
}
