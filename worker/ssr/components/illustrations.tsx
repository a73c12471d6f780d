/**
 * Inline SVG illustrations of the product: no image requests, sharp at any size, and each
 * one an image with a text alternative (role="img" + <title>).
 */
const FONT = 'system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif'

type Candidate = { initials: string; name: string; role: string; match: number }

function CandidateCard({ x, y, c }: { x: number; y: number; c: Candidate }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="160" height="74" rx="10" fill="#fff" stroke="#e2e8f0" />
      <circle cx="24" cy="26" r="14" fill="#dcfce7" />
      <text x="24" y="31" textAnchor="middle" fontSize="12" fontWeight="700" fill="#14532d">
        {c.initials}
      </text>
      <text x="46" y="23" fontSize="12.5" fontWeight="700" fill="#0f172a">
        {c.name}
      </text>
      <text x="46" y="39" fontSize="11" fill="#475569">
        {c.role}
      </text>
      <rect x="12" y="50" width="84" height="16" rx="8" fill="#f0fdf4" stroke="#bbf7d0" />
      <text x="54" y="62" textAnchor="middle" fontSize="10" fontWeight="700" fill="#166534">
        AI match {c.match}%
      </text>
    </g>
  )
}

const COLUMNS: { title: string; cards: Candidate[] }[] = [
  {
    title: 'Screening',
    cards: [
      { initials: 'PS', name: 'Priya Shah', role: 'Backend Engineer', match: 88 },
      { initials: 'LM', name: 'Leo Martins', role: 'Platform Engineer', match: 81 },
      { initials: 'AK', name: 'Aiko Kato', role: 'Software Engineer', match: 77 },
    ],
  },
  {
    title: 'Shortlisted',
    cards: [
      { initials: 'DO', name: 'Daniel Osei', role: 'Senior Engineer', match: 93 },
      { initials: 'ER', name: 'Elena Rossi', role: 'Tech Lead', match: 90 },
    ],
  },
  {
    title: 'Interviewing',
    cards: [{ initials: 'MN', name: 'Maya Nguyen', role: 'Staff Engineer', match: 95 }],
  },
]

export function PipelineIllustration() {
  return (
    <svg
      className="illustration"
      viewBox="0 0 560 430"
      width="560"
      height="430"
      role="img"
      aria-labelledby="pipeline-title"
      fontFamily={FONT}
    >
      <title id="pipeline-title">
        A hiring pipeline in Hirely: candidates for a Senior Backend Engineer job in screening, shortlisted and
        interviewing columns, each with an AI match score, and an interview booked in the business's time zone.
      </title>
      <rect x="0.5" y="0.5" width="559" height="400" rx="18" fill="#fff" stroke="#e2e8f0" />
      <path d="M18.5 .5h523a18 18 0 0 1 18 18V44H.5V18.5a18 18 0 0 1 18-18z" fill="#f8fafc" stroke="#e2e8f0" />
      <circle cx="24" cy="22" r="5" fill="#fca5a5" />
      <circle cx="40" cy="22" r="5" fill="#fcd34d" />
      <circle cx="56" cy="22" r="5" fill="#86efac" />
      <rect x="150" y="11" width="260" height="22" rx="11" fill="#fff" stroke="#e2e8f0" />
      <text x="280" y="26" textAnchor="middle" fontSize="11" fill="#475569">
        acme.hirely.app/admin/candidates
      </text>
      <text x="24" y="76" fontSize="16" fontWeight="800" fill="#0f172a">
        Senior Backend Engineer
      </text>
      <text x="24" y="96" fontSize="11.5" fill="#475569">
        Engineering · New York HQ · 14 candidates
      </text>
      {COLUMNS.map((col, i) => {
        const x = 16 + i * 178
        return (
          <g key={col.title}>
            <rect x={x} y="112" width="172" height="272" rx="12" fill="#f8fafc" />
            <text x={x + 12} y="134" fontSize="12" fontWeight="700" fill="#0f172a">
              {col.title}
            </text>
            <rect x={x + 130} y="122" width="30" height="17" rx="8.5" fill="#dcfce7" />
            <text x={x + 145} y="134.5" textAnchor="middle" fontSize="10.5" fontWeight="700" fill="#166534">
              {col.cards.length}
            </text>
            {col.cards.map((c, j) => (
              <CandidateCard key={c.name} x={x + 6} y={148 + j * 80} c={c} />
            ))}
          </g>
        )
      })}
      <g transform="translate(300 318)">
        <rect width="244" height="96" rx="14" fill="#15803d" />
        <text x="18" y="30" fontSize="12" fontWeight="700" fill="#fff">
          Interview booked
        </text>
        <text x="18" y="52" fontSize="11.5" fill="#fff">
          Maya Nguyen · Technical round
        </text>
        <text x="18" y="72" fontSize="11.5" fill="#fff">
          Tue 10:00–11:00 (America/New_York)
        </text>
        <circle cx="216" cy="30" r="12" fill="#fff" />
        <path
          d="m210 30 4.5 4.5 8-9"
          fill="none"
          stroke="#15803d"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  )
}

export function ExamIllustration() {
  return (
    <svg
      className="illustration"
      viewBox="0 0 520 380"
      width="520"
      height="380"
      role="img"
      aria-labelledby="exam-title"
      fontFamily={FONT}
    >
      <title id="exam-title">
        A proctored online exam in the candidate's browser: the camera view with one face detected, a countdown, the
        current question with a recorded spoken answer, and a warning log showing a tab switch.
      </title>
      <rect x="0.5" y="0.5" width="519" height="379" rx="18" fill="#fff" stroke="#e2e8f0" />
      <text x="24" y="40" fontSize="15" fontWeight="800" fill="#0f172a">
        Technical assessment
      </text>
      <rect x="388" y="22" width="108" height="26" rx="13" fill="#f0fdf4" stroke="#bbf7d0" />
      <text x="442" y="39.5" textAnchor="middle" fontSize="11.5" fontWeight="700" fill="#166534">
        24:18 left
      </text>
      <rect x="24" y="64" width="200" height="150" rx="12" fill="#14532d" />
      <circle cx="124" cy="125" r="30" fill="#86efac" opacity=".55" />
      <path d="M84 200c6-30 26-42 40-42s34 12 40 42" fill="#86efac" opacity=".55" />
      <rect
        x="82"
        y="78"
        width="84"
        height="96"
        rx="6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeDasharray="8 5"
      />
      <rect x="34" y="186" width="116" height="20" rx="10" fill="#fff" />
      <text x="92" y="200" textAnchor="middle" fontSize="10.5" fontWeight="700" fill="#166534">
        1 face · on camera
      </text>
      <circle cx="206" cy="84" r="6" fill="#ef4444" />
      <text x="24" y="240" fontSize="11" fill="#475569">
        Face detection runs on this device
      </text>
      <text x="24" y="258" fontSize="11" fill="#475569">
        Video uploads in short chunks
      </text>
      <text x="248" y="80" fontSize="11" fontWeight="700" fill="#166534">
        QUESTION 3 OF 8
      </text>
      <text x="248" y="102" fontSize="13" fontWeight="700" fill="#0f172a">
        Explain how you would design a
      </text>
      <text x="248" y="120" fontSize="13" fontWeight="700" fill="#0f172a">
        rate limiter for a public API.
      </text>
      <rect x="248" y="136" width="248" height="78" rx="10" fill="#f8fafc" stroke="#e2e8f0" />
      <text x="262" y="158" fontSize="11" fontWeight="700" fill="#0f172a">
        Spoken answer · transcribed
      </text>
      <text x="262" y="178" fontSize="11" fill="#475569">
        “I would count requests per key in
      </text>
      <text x="262" y="196" fontSize="11" fill="#475569">
        a fixed window and refuse with 429…”
      </text>
      <rect x="24" y="282" width="472" height="74" rx="12" fill="#fff" stroke="#fecaca" />
      <text x="40" y="306" fontSize="11.5" fontWeight="700" fill="#991b1b">
        Warnings · 1
      </text>
      <text x="40" y="328" fontSize="11" fill="#475569">
        10:42:07 Tab switched away from the exam for 4 seconds
      </text>
      <text x="40" y="346" fontSize="11" fill="#475569">
        No missing face or second face detected
      </text>
    </svg>
  )
}

export function ResumeIllustration() {
  const fields: [string, string][] = [
    ['Name', 'Daniel Osei'],
    ['E-mail', 'daniel.osei@example.com'],
    ['Experience', '7 years'],
    ['Current title', 'Senior Engineer'],
    ['Skills', 'TypeScript, PostgreSQL, AWS'],
  ]
  return (
    <svg
      className="illustration"
      viewBox="0 0 520 340"
      width="520"
      height="340"
      role="img"
      aria-labelledby="resume-title"
      fontFamily={FONT}
    >
      <title id="resume-title">
        AI resume extraction: an uploaded resume on the left and the candidate fields filled from it on the right, ready
        for a recruiter to review.
      </title>
      <rect
        x="0.5"
        y="0.5"
        width="190"
        height="250"
        rx="12"
        fill="#fff"
        stroke="#e2e8f0"
        transform="translate(16 40)"
      />
      <rect x="36" y="62" width="90" height="12" rx="6" fill="#0f172a" />
      <rect x="36" y="82" width="130" height="8" rx="4" fill="#cbd5e1" />
      {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => (
        <rect key={i} x="36" y={108 + i * 14} width={i % 4 === 3 ? 90 : 150} height="7" rx="3.5" fill="#e2e8f0" />
      ))}
      <text x="111" y="282" textAnchor="middle" fontSize="11" fill="#475569">
        resume.pdf
      </text>
      <circle cx="246" cy="165" r="24" fill="#15803d" />
      <path
        d="M236 165h20m-7-7 7 7-7 7"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="286.5" y="24.5" width="217" height="292" rx="14" fill="#fff" stroke="#bbf7d0" />
      <text x="304" y="52" fontSize="13" fontWeight="800" fill="#0f172a">
        Extracted for review
      </text>
      {fields.map(([label, value], i) => (
        <g key={label} transform={`translate(304 ${70 + i * 46})`}>
          <text y="12" fontSize="10.5" fontWeight="700" fill="#475569">
            {label}
          </text>
          <rect y="18" width="182" height="22" rx="6" fill="#f0fdf4" stroke="#bbf7d0" />
          <text x="8" y="33" fontSize="11" fill="#0f172a">
            {value}
          </text>
        </g>
      ))}
    </svg>
  )
}

export function PermissionsIllustration() {
  const rows: [string, boolean[]][] = [
    ['Candidates', [true, true, true, false, true]],
    ['Opportunities', [true, true, true, false, false]],
    ['Interviews', [true, true, true, true, false]],
    ['Job requests', [true, true, false, false, false]],
    ['Analytics', [true, false, false, false, true]],
  ]
  const cols = ['View', 'Create', 'Update', 'Delete', 'Export']
  return (
    <svg
      className="illustration"
      viewBox="0 0 520 330"
      width="520"
      height="330"
      role="img"
      aria-labelledby="perm-title"
      fontFamily={FONT}
    >
      <title id="perm-title">
        A role's permissions in Hirely: a grid of modules against view, create, update, delete and export, with special
        permissions to send offers and blacklist candidates.
      </title>
      <rect x="0.5" y="0.5" width="519" height="329" rx="18" fill="#fff" stroke="#e2e8f0" />
      <text x="24" y="40" fontSize="15" fontWeight="800" fill="#0f172a">
        Role: Recruiter
      </text>
      {cols.map((col, i) => (
        <text key={col} x={196 + i * 64} y="76" textAnchor="middle" fontSize="11" fontWeight="700" fill="#475569">
          {col}
        </text>
      ))}
      {rows.map(([name, flags], r) => (
        <g key={name} transform={`translate(0 ${92 + r * 34})`}>
          <rect x="16" y="0" width="488" height="30" rx="8" fill={r % 2 ? '#fff' : '#f8fafc'} />
          <text x="28" y="19.5" fontSize="12" fontWeight="600" fill="#0f172a">
            {name}
          </text>
          {cols.map((col, i) => {
            const on = flags[i]
            return (
              <g key={col} transform={`translate(${186 + i * 64} 6)`}>
                <rect
                  width="18"
                  height="18"
                  rx="5"
                  fill={on ? '#15803d' : '#fff'}
                  stroke={on ? '#15803d' : '#94a3b8'}
                />
                {on ? (
                  <path
                    d="m4.5 9 3 3 6-6.5"
                    fill="none"
                    stroke="#fff"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                ) : null}
              </g>
            )
          })}
        </g>
      ))}
      <g transform="translate(24 274)">
        <rect width="150" height="30" rx="15" fill="#f0fdf4" stroke="#bbf7d0" />
        <text x="75" y="19.5" textAnchor="middle" fontSize="11.5" fontWeight="700" fill="#166534">
          ✓ Send offer
        </text>
        <rect x="164" width="170" height="30" rx="15" fill="#fff" stroke="#cbd5e1" />
        <text x="249" y="19.5" textAnchor="middle" fontSize="11.5" fontWeight="600" fill="#475569">
          Blacklist candidate: off
        </text>
      </g>
    </svg>
  )
}

export function CalendarIllustration() {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']
  const free: [number, number][] = [
    [0, 1],
    [1, 0],
    [1, 3],
    [2, 2],
    [3, 1],
    [4, 0],
    [4, 2],
  ]
  return (
    <svg
      className="illustration"
      viewBox="0 0 520 330"
      width="520"
      height="330"
      role="img"
      aria-labelledby="cal-title"
      fontFamily={FONT}
    >
      <title id="cal-title">
        Interview scheduling: a week of the interviewers' free slots shown in the business's time zone, with one slot
        picked for a technical round.
      </title>
      <rect x="0.5" y="0.5" width="519" height="329" rx="18" fill="#fff" stroke="#e2e8f0" />
      <text x="24" y="40" fontSize="15" fontWeight="800" fill="#0f172a">
        Free slots · America/New_York
      </text>
      {days.map((d, i) => (
        <text key={d} x={98 + i * 88} y="74" textAnchor="middle" fontSize="11.5" fontWeight="700" fill="#475569">
          {d}
        </text>
      ))}
      {['09:00', '10:00', '11:00', '14:00'].map((t, r) => (
        <text key={t} x="24" y={106 + r * 52} fontSize="11" fill="#475569">
          {t}
        </text>
      ))}
      {days.map((day, i) =>
        [0, 1, 2, 3].map((r) => {
          const isFree = free.some(([d, s]) => d === i && s === r)
          const picked = i === 1 && r === 3
          return (
            <rect
              key={`${day}-${r}`}
              x={60 + i * 88}
              y={88 + r * 52}
              width="76"
              height="40"
              rx="8"
              fill={picked ? '#15803d' : isFree ? '#f0fdf4' : '#f8fafc'}
              stroke={picked ? '#15803d' : isFree ? '#86efac' : '#e2e8f0'}
            />
          )
        }),
      )}
      <text x="186" y="268" textAnchor="middle" fontSize="10.5" fontWeight="700" fill="#fff">
        Technical
      </text>
      <text x="24" y="312" fontSize="11" fill="#475569">
        Green slots: every interviewer on the panel is free. Invites go out by e-mail.
      </text>
    </svg>
  )
}
