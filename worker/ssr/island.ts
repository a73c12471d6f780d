/**
 * The public site's only JavaScript, a progressive enhancement: every page works without
 * it. It closes open menus on Escape or a click elsewhere, and submits the contact form
 * through the API so the answer appears in place, without a reload. Plain ES2020 so the
 * Worker can serve it as is: no bundler step, no framework download.
 */
export const ISLAND_JS = `(() => {
  const menus = [...document.querySelectorAll('details[data-menu]')]
  document.addEventListener('click', (e) => {
    for (const menu of menus) if (menu.open && !menu.contains(e.target)) menu.open = false
  })
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return
    for (const menu of menus) if (menu.open) { menu.open = false; menu.querySelector('summary').focus() }
  })

  const form = document.querySelector('form[data-contact-form]')
  if (!form) return
  const status = form.querySelector('[data-form-status]')
  const button = form.querySelector('button[type=submit]')
  const label = button.textContent

  function show(kind, message) {
    status.className = 'alert alert-' + kind
    status.setAttribute('role', kind === 'error' ? 'alert' : 'status')
    status.textContent = message
  }
  function clearErrors() {
    for (const el of form.querySelectorAll('[data-error-for]')) el.textContent = ''
    for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid')
  }

  form.addEventListener('submit', async (e) => {
    e.preventDefault()
    clearErrors()
    button.disabled = true
    button.textContent = 'Sending…'
    try {
      const res = await fetch(form.dataset.api, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(Object.fromEntries(new FormData(form))),
      })
      const body = await res.json()
      if (body.success) {
        form.reset()
        show('success', body.message)
        status.focus()
        return
      }
      let first = null
      for (const err of body.errors || []) {
        const slot = form.querySelector('[data-error-for="' + err.field + '"]')
        const input = form.elements.namedItem(err.field)
        if (slot) slot.textContent = err.message
        if (input && input.setAttribute) { input.setAttribute('aria-invalid', 'true'); first = first || input }
      }
      show('error', body.message || 'Please check the form and try again.')
      if (first) first.focus()
    } catch {
      show('error', 'Your message could not be sent. Check your connection and try again.')
    } finally {
      button.disabled = false
      button.textContent = label
    }
  })
})()
`

/** FNV-1a: a short content hash, so the script's URL changes whenever its text does. */
function hash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(36)
}

/** Served by the Worker with a year-long immutable cache. */
export const ISLAND_PATH = `/_site/site.${hash(ISLAND_JS)}.js`
