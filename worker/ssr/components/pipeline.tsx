import { ChevronRight } from '../icons'

const FLOW = ['New', 'Screening', 'Shortlisted', 'Interviewing', 'Offered', 'Hired']

/** The candidate pipeline as the product enforces it, with the two ways out. */
export function PipelineStages() {
  return (
    <div className="pipeline-wrap">
      <ol className="pipeline" aria-label="Pipeline stages in order">
        {FLOW.map((stage, i) => (
          <li key={stage}>
            <span className={i === FLOW.length - 1 ? 'stage done' : 'stage'}>{stage}</span>
            {i < FLOW.length - 1 ? <ChevronRight className="arrow" /> : null}
          </li>
        ))}
      </ol>
      <ul className="pipeline" aria-label="Ways out of the pipeline">
        <li>
          <span className="stage off">Rejected</span>
        </li>
        <li>
          <span className="stage off">Withdrawn</span>
        </li>
        <li>
          <span className="stage off">Blacklisted (with a reason)</span>
        </li>
      </ul>
    </div>
  )
}
