import type { VerifyResult } from '../../resources/offer-letters/verify.service'
import { verifyVerdict } from '../../resources/offer-letters/verify.service'
import { MAX_UPLOAD_MB } from '../../services/files'
import { Card, PageHero } from '../components/sections'
import { SiteLayout } from '../components/site-layout'
import { CircleAlert, CircleCheck, FileSearch, Fingerprint, ShieldCheck } from '../icons'
import type { PageProps } from './meta'
import { absolute } from './meta'

export const OFFER_VERIFY_PATH = '/offers/verify'

/** What the page shows after a post: the verdict on the file, or why the file could not be read. */
export type VerifyPageState = { result: VerifyResult; fileName: string } | { error: string } | undefined

function Outcome({ state }: { state: VerifyPageState }) {
  if (!state) return <div className="alert" role="status" />
  if ('error' in state)
    return (
      <div className="alert alert-error" role="alert" data-verify-outcome="error">
        <CircleAlert />
        <p>{state.error}</p>
      </div>
    )
  const verdict = verifyVerdict(state.result)
  return (
    <div
      className={`alert ${verdict.tone === 'error' ? 'alert-error' : 'alert-success'}`}
      role={verdict.tone === 'error' ? 'alert' : 'status'}
      data-verify-outcome={state.result.match ?? 'none'}
    >
      {verdict.tone === 'error' ? <CircleAlert /> : <CircleCheck />}
      <div>
        <p>
          <strong>{verdict.headline}</strong>: {state.fileName}
        </p>
        <p>{verdict.detail}</p>
        <p className="fingerprint">
          SHA-256 <code>{state.result.sha256}</code>
        </p>
      </div>
    </div>
  )
}

/**
 * /offers/verify: anyone uploads a PDF and learns whether it is a signed offer issued by the
 * platform, unchanged. A plain multipart form that posts to this page: no JavaScript at all.
 */
export function OfferVerifyPage({ site, state }: PageProps & { state?: VerifyPageState }) {
  const meta = {
    title: 'Verify a signed offer letter — Hirely',
    description:
      'Check that a signed offer letter is exactly the file Hirely issued: upload the PDF and compare its SHA-256 fingerprint with the platform’s record.',
    canonical: absolute(site, OFFER_VERIFY_PATH),
  }
  return (
    <SiteLayout meta={meta} path={OFFER_VERIFY_PATH}>
      <PageHero
        eyebrow="Offer letters"
        title="Verify a signed offer"
        lead="Upload a signed offer letter to check that it is authentic and unchanged since it was signed. The file is read to compute its fingerprint and is not kept."
      />
      <section className="section" aria-label="Check a file">
        <div className="container contact-grid">
          <div className="card">
            <form method="post" action={OFFER_VERIFY_PATH} encType="multipart/form-data" aria-labelledby="verify-title">
              <h2 id="verify-title">Check a PDF</h2>
              <Outcome state={state} />
              <div className="field full">
                <label htmlFor="verify-file">Signed offer (PDF, up to {MAX_UPLOAD_MB} MB)</label>
                <input id="verify-file" name="file" type="file" accept=".pdf,application/pdf" required />
              </div>
              <p>
                <button className="btn btn-primary" type="submit">
                  <FileSearch /> Verify the file
                </button>
              </p>
            </form>
          </div>
          <div className="aside">
            <Card icon={<Fingerprint />} title="How it works">
              <p>
                Every file the platform issues has a SHA-256 fingerprint, recorded when it is made. Changing even one
                byte of the file gives another fingerprint, so a match proves the file is the one that was signed.
              </p>
            </Card>
            <Card icon={<ShieldCheck />} title="What a signed offer contains">
              <p>
                The letter with the signature in place, and a certificate of completion as its last page: the
                fingerprints of the letter as sent and as signed, who signed, how their identity was checked and when
                each step happened.
              </p>
            </Card>
          </div>
        </div>
      </section>
    </SiteLayout>
  )
}
