import { CircleAlert, CircleCheck, Send } from '../icons'

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'company', 'subject', 'message', 'website'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** What the form shows: the visitor's input, errors per field, and the outcome of a post. */
export type ContactFormState = {
  values: Partial<Record<ContactField, string>>
  errors: Partial<Record<string, string>>
  outcome?: { kind: 'success' | 'error'; message: string }
}

export const CONTACT_API = '/api/v1/home/contact_enqueries'

function Field(props: {
  name: ContactField
  label: string
  state: ContactFormState
  type?: string
  autoComplete?: string
  required?: boolean
  full?: boolean
  textarea?: boolean
}) {
  const { name, label, state } = props
  const id = `contact-${name}`
  const error = state.errors[name]
  const common = {
    id,
    name,
    required: props.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${id}-error`,
  }
  return (
    <div className={props.full ? 'field full' : 'field'}>
      <label htmlFor={id}>
        {label} {props.required ? null : <span className="optional">(optional)</span>}
      </label>
      {props.textarea ? (
        <textarea {...common} rows={6} minLength={10} maxLength={5000} defaultValue={state.values[name] ?? ''} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          defaultValue={state.values[name] ?? ''}
        />
      )}
      <p className="field-error" id={`${id}-error`} data-error-for={name}>
        {error ?? ''}
      </p>
    </div>
  )
}

/**
 * The contact form: a plain HTML form that posts to /contact-us (works without JavaScript);
 * the island script upgrades it to a fetch of the API with the answer shown in place.
 */
export function ContactForm({ state }: { state: ContactFormState }) {
  const outcome = state.outcome
  return (
    <form
      method="post"
      action="/contact-us"
      data-contact-form
      data-api={CONTACT_API}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Send us a message</h2>
      <div
        className={outcome ? `alert alert-${outcome.kind}` : 'alert'}
        data-form-status
        role={outcome?.kind === 'error' ? 'alert' : 'status'}
        tabIndex={-1}
      >
        {outcome ? (
          <>
            {outcome.kind === 'success' ? <CircleCheck /> : <CircleAlert />}
            <p>{outcome.message}</p>
          </>
        ) : null}
      </div>
      <div className="form-grid">
        <Field name="name" label="Your name" state={state} autoComplete="name" required />
        <Field name="email" label="Work e-mail" state={state} type="email" autoComplete="email" required />
        <Field name="phone" label="Phone" state={state} type="tel" autoComplete="tel" />
        <Field name="company" label="Company" state={state} autoComplete="organization" />
        <Field name="subject" label="Subject" state={state} full />
        <Field name="message" label="Message" state={state} full required textarea />
        <div className="hp" aria-hidden="true">
          <label htmlFor="contact-website">Leave this field empty</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="field full">
          <button className="btn btn-primary" type="submit">
            <Send /> Send message
          </button>
        </div>
      </div>
    </form>
  )
}
