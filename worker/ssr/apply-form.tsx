/**
 * The careers page's application form: server-rendered HTML plus a tiny island script (no
 * SPA bundle, no framework) that sends it with XMLHttpRequest, the one browser API that
 * reports upload progress, and shows the answer in place. The page includes it in its #apply
 * section: `applyForm={<ApplyForm jobId={job.id} jobTitle={job.title} />}`; the script is
 * served at APPLY_FORM_PATH (see applyFormScript).
 */
import { MAX_UPLOAD_MB } from '../services/files'

const applyApi = (jobId: string) => `/api/v1/wildcard/jobs/${encodeURIComponent(jobId)}/apply`
/** Where the form posts without JavaScript: a page route that answers the job page again. */
export const applyPage = (jobId: string) => `/jobs/${encodeURIComponent(jobId)}/apply`

/** What the server says back to a form posted without JavaScript. */
export type ApplyFormState = {
  tone: 'success' | 'error'
  message: string
  errors?: { field: string; message: string }[]
  values?: Record<string, string | undefined>
}

type FieldProps = {
  name: string
  label: string
  type?: string
  autoComplete?: string
  full?: boolean
  state?: ApplyFormState
}

const errorOf = (state: ApplyFormState | undefined, name: string) =>
  state?.errors?.find((e) => e.field === name)?.message

function Field({ name, label, type = 'text', autoComplete, full, state }: FieldProps) {
  const id = `apply-${name}`
  const error = errorOf(state, name)
  return (
    <div className={full ? 'field full' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={type === 'email' ? 254 : 80}
        defaultValue={state?.tone === 'error' ? state.values?.[name] : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
      />
      <p className="field-error" id={`${id}-error`} data-error-for={name}>
        {error}
      </p>
    </div>
  )
}

export function ApplyForm({ jobId, jobTitle, state }: { jobId: string; jobTitle: string; state?: ApplyFormState }) {
  return (
    <>
      <form
        method="post"
        action={applyPage(jobId)}
        encType="multipart/form-data"
        data-apply-form
        data-api={applyApi(jobId)}
        data-max-mb={MAX_UPLOAD_MB}
        aria-label={`Application for ${jobTitle}`}
        noValidate
      >
        <div className={state ? `alert alert-${state.tone}` : 'alert'} data-form-status role="status" tabIndex={-1}>
          {state?.message}
        </div>
        <div className="form-grid">
          <Field name="first_name" label="First name" autoComplete="given-name" state={state} />
          <Field name="last_name" label="Last name" autoComplete="family-name" state={state} />
          <Field name="email" label="E-mail" type="email" autoComplete="email" state={state} />
          <Field name="phone" label="Phone" type="tel" autoComplete="tel" state={state} />
          <div className="field full">
            <label htmlFor="apply-resume">Resume (PDF or Word, up to {MAX_UPLOAD_MB} MB)</label>
            <input
              id="apply-resume"
              name="resume"
              type="file"
              required
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              aria-describedby="apply-resume-error"
            />
            <p className="field-error" id="apply-resume-error" data-error-for="resume">
              {errorOf(state, 'resume')}
            </p>
          </div>
          <div className="field full">
            <label htmlFor="apply-cover_letter">
              Cover letter <span className="optional">(optional)</span>
            </label>
            <textarea
              id="apply-cover_letter"
              name="cover_letter"
              rows={6}
              maxLength={5000}
              defaultValue={state?.tone === 'error' ? state.values?.cover_letter : undefined}
              aria-describedby="apply-cover_letter-error"
            />
            <p className="field-error" id="apply-cover_letter-error" data-error-for="cover_letter">
              {errorOf(state, 'cover_letter')}
            </p>
          </div>
          <div className="hp" aria-hidden="true">
            <label htmlFor="apply-website">Leave this field empty</label>
            <input id="apply-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          {/* A plain div: the UA's [hidden] rule hides it (a .field's display:grid would not). */}
          <div data-progress hidden>
            <label htmlFor="apply-progress">Uploading your application</label>{' '}
            <output htmlFor="apply-progress" data-progress-text>
              0%
            </output>
            <progress id="apply-progress" max={100} value={0} />
          </div>
          <div className="field full">
            <button className="btn btn-primary" type="submit">
              Submit application
            </button>
          </div>
        </div>
      </form>
      <script type="module" src={APPLY_FORM_PATH} />
    </>
  )
}

/** Plain ES2020, served as is. */
export const APPLY_FORM_JS = `(() => {
  const form = document.querySelector('form[data-apply-form]')
  if (!form) return
  const status = form.querySelector('[data-form-status]')
  const button = form.querySelector('button[type=submit]')
  const progressBox = form.querySelector('[data-progress]')
  const progress = progressBox.querySelector('progress')
  const progressText = progressBox.querySelector('[data-progress-text]')
  // The pages' CSP allows no inline styles; the CSS object model is still ours to set.
  progressBox.style.gridColumn = '1 / -1'
  progress.style.width = '100%'
  progress.style.accentColor = '#15803d'
  function setProgress(percent) { progress.value = percent; progressText.textContent = percent + '%' }
  const label = button.textContent
  const maxBytes = Number(form.dataset.maxMb) * 1024 * 1024

  function show(kind, message) {
    status.className = 'alert alert-' + kind
    status.setAttribute('role', kind === 'error' ? 'alert' : 'status')
    status.textContent = message
  }
  function clearErrors() {
    status.className = 'alert'
    status.textContent = ''
    for (const el of form.querySelectorAll('[data-error-for]')) el.textContent = ''
    for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid')
  }
  function fieldErrors(errors) {
    let first = null
    for (const err of errors) {
      const slot = form.querySelector('[data-error-for="' + err.field + '"]')
      const input = form.elements.namedItem(err.field)
      if (slot) slot.textContent = err.message
      if (input && input.setAttribute) { input.setAttribute('aria-invalid', 'true'); first = first || input }
    }
    if (first) first.focus()
    return first
  }
  function localErrors() {
    const errors = []
    for (const [name, text] of [['first_name', 'First name'], ['last_name', 'Last name'], ['email', 'Email'], ['phone', 'Phone']]) {
      const value = form.elements.namedItem(name).value.trim()
      if (!value) errors.push({ field: name, message: 'Please enter ' + text })
    }
    const email = form.elements.namedItem('email').value.trim()
    if (email && !/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(email)) errors.push({ field: 'email', message: 'Email is not a valid email' })
    const file = form.elements.namedItem('resume').files[0]
    if (!file) errors.push({ field: 'resume', message: 'Please choose your resume (PDF or Word).' })
    else if (file.size > maxBytes) errors.push({ field: 'resume', message: 'The file is too large: the limit is ' + form.dataset.maxMb + ' MB.' })
    return errors
  }
  function done(ok, body) {
    button.disabled = false
    button.textContent = label
    progressBox.hidden = true
    if (ok) {
      form.reset()
      form.querySelector('.form-grid').remove()
      show('success', body.message || 'Thank you for applying.')
      status.focus()
      return
    }
    const first = fieldErrors(body.errors || [])
    show('error', body.message || 'Please check the form and try again.')
    if (!first) status.focus()
  }

  // A field's error goes as soon as the visitor changes that field.
  form.addEventListener('input', (e) => {
    const name = e.target && e.target.name
    if (!name) return
    const slot = form.querySelector('[data-error-for="' + name + '"]')
    if (slot) slot.textContent = ''
    e.target.removeAttribute('aria-invalid')
  })

  form.addEventListener('submit', (e) => {
    e.preventDefault()
    clearErrors()
    const errors = localErrors()
    if (errors.length) {
      fieldErrors(errors)
      show('error', 'Please correct the highlighted fields.')
      return
    }
    button.disabled = true
    button.textContent = 'Sending…'
    progressBox.hidden = false
    setProgress(0)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', form.dataset.api)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (ev) => { if (ev.lengthComputable) setProgress(Math.round((ev.loaded / ev.total) * 100)) }
    xhr.onload = () => {
      let body = {}
      try { body = JSON.parse(xhr.responseText) } catch {}
      done(xhr.status >= 200 && xhr.status < 300 && body.success !== false, body)
    }
    xhr.onerror = () => done(false, { message: 'Your application could not be sent. Check your connection and try again.' })
    xhr.send(new FormData(form))
  })
})()
`

/** FNV-1a: the script's URL changes whenever its text does, so it can be cached for a year. */
function hash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(36)
}

export const APPLY_FORM_PATH = `/_site/apply.${hash(APPLY_FORM_JS)}.js`

/** The island script's response (same-origin, so the pages' CSP `script-src 'self'` allows it). */
export const applyFormScript = () =>
  new Response(APPLY_FORM_JS, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  })
