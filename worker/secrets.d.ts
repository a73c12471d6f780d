/** Secrets and optional settings (wrangler secret put / .dev.vars): absent unless configured. */
declare namespace Cloudflare {
  interface Env {
    MAIL_API_URL?: string
    MAIL_API_KEY?: string
    /** A Google key set given inline (JSON) instead of GOOGLE_JWKS_URL: offline development and tests. */
    GOOGLE_JWKS_JSON?: string
    /** Stripe (PAYMENT_PROVIDER=stripe): the API secret key and the webhook endpoint's signing secret. */
    STRIPE_SECRET_KEY?: string
    STRIPE_WEBHOOK_SECRET?: string
    /** "vite" under `npm run dev` only (vite.config.ts): the app's CSP then admits Vite's inline refresh preamble. */
    DEV_SERVER?: string
    /** Judge0 (CODE_RUNNER=judge0): the API key sent as X-Auth-Token; optional language ids "javascript:93,python:92". */
    JUDGE0_API_KEY?: string
    JUDGE0_LANGUAGE_IDS?: string
  }
}
