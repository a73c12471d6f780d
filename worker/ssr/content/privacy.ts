/** A legal text: sections of paragraphs, where an array is a bulleted list. */
export type LegalSection = { id: string; title: string; body: (string | string[])[] }
export type LegalText = { updated: string; intro: string[]; sections: LegalSection[] }

export const PRIVACY_POLICY: LegalText = {
  updated: '2026-11-01',
  intro: [
    'This policy explains what personal data Hirely handles, why, for how long, and what choices you have. It covers the people who use Hirely: staff of the businesses that hire with it, candidates who apply to those businesses, and visitors to our public website.',
    'We have written it in plain language. If anything is unclear, contact us through the contact page and we will explain.',
  ],
  sections: [
    {
      id: 'roles',
      title: 'Who is responsible for your data',
      body: [
        'Hirely plays two different roles, and it matters which one applies to you.',
        [
          'For business accounts, platform administration, our website and our own contact enquiries, Hirely decides how data is used and is the controller.',
          'For candidate data inside a business’s portal, such as applications, resumes, interview notes, exam recordings and offer letters, the hiring business is the controller. Hirely processes that data on the business’s behalf and following its instructions, under a data processing agreement.',
        ],
        'If you are a candidate and want to access, correct or delete your application data, the quickest route is to contact the business you applied to. If you contact us, we will pass your request to that business and help it respond.',
      ],
    },
    {
      id: 'data',
      title: 'What data we handle',
      body: [
        [
          'Business users: name, work e-mail, phone, job title, profile picture, role and permissions, sign-in records and the actions you take in the portal (for example, who moved a candidate to another stage).',
          'Businesses: company name, sub-domain, address, time zone, currency, plan, payment records and invoices. Card details are handled by our payment provider; we keep only the card brand, the last four digits and the expiry date.',
          'Candidates: what you or the business provide, such as contact details, resume and documents, experience and skills, your stage in the hiring process, interview schedules and feedback, comments by the hiring team, exam answers, and offer letters with their signature record.',
          'Online exams: camera video recorded in short chunks, spoken answers and their transcripts, code written in coding rounds, and warnings such as “no face detected”, “more than one face detected” or “switched tab”, each with its time.',
          'Website visitors and enquiries: what you type into the contact form, and the IP address it came from, which we use to stop abuse.',
          'Technical data: IP addresses, browser type and request logs, used to keep the service secure and working.',
        ],
      ],
    },
    {
      id: 'purposes',
      title: 'Why we use it',
      body: [
        [
          'To provide the service: running portals, careers pages, candidate areas, interviews, exams, offers and e-mail notifications (performance of a contract, or the business’s instructions for candidate data).',
          'To keep accounts secure: verifying e-mail addresses with one-time codes, limiting repeated sign-in attempts, and auditing support access (our legitimate interest in security).',
          'To bill for plans and keep financial records (contract and legal obligation).',
          'To answer enquiries you send us (your request and our legitimate interest).',
          'To improve the service, using aggregated, non-identifying usage figures (legitimate interest).',
        ],
        'We do not sell personal data, and we do not use candidates’ data for advertising.',
      ],
    },
    {
      id: 'ai',
      title: 'AI features and automated processing',
      body: [
        'Hirely uses AI to extract details from resumes, draft job descriptions, estimate how well a candidate matches a job, and transcribe spoken exam answers. These results are suggestions for the hiring team. Hirely does not make hiring decisions automatically: a person decides every stage change, rejection and offer.',
        'Face detection during online exams runs on the candidate’s own device. The face detection model does not send images to us; only the recorded video chunks and the resulting warnings are uploaded to the business’s exam record.',
        'Candidates are told what is recorded before an exam starts. Businesses are responsible for informing candidates about their use of Hirely and for any consent their local law requires.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: [
        'We share personal data only with service providers that help us run Hirely, under contracts that require them to protect it and use it only for us:',
        [
          'Cloud infrastructure, for hosting, databases, file storage and content delivery.',
          'E-mail delivery, for account codes, notifications, interview invitations and offer letters.',
          'Payment processing, for plan payments and refunds.',
          'AI and speech-to-text processing, where a business uses those features.',
        ],
        'We may also disclose data when the law requires it, or to protect the rights and safety of people using Hirely. Platform administrators can open a business’s portal to provide support only through a short-lived, single-use sign-in that is recorded in an audit log.',
      ],
    },
    {
      id: 'transfers',
      title: 'International transfers',
      body: [
        'Hirely runs on a global network, so data may be processed in countries other than yours. Where data protection law requires it, we rely on appropriate safeguards such as standard contractual clauses.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: [
        [
          'Business accounts and their portal data: for as long as the account is active. After an account is closed, we delete or anonymise its data within 90 days, except records we must keep by law.',
          'Candidate data: for as long as the business keeps it. Businesses can delete candidates and their documents at any time.',
          'Invoices and payment records: for the period tax law requires, typically up to ten years.',
          'Contact enquiries: up to two years after our last exchange.',
          'Security logs: for a limited period, normally no longer than one year.',
        ],
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      body: [
        'Passwords are stored only as salted hashes. One-time codes are stored hashed, expire after ten minutes and allow a limited number of tries. Sessions use secure, HTTP-only cookies tied to the address that issued them. Each business’s data is kept separate, and staff only see what their role permits. Data is encrypted in transit.',
        'No system is perfectly secure. If a breach affects your personal data, we will inform you and the relevant authorities as the law requires.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: [
        'Our public website does not use advertising or tracking cookies. When you sign in, we set a strictly necessary session cookie so you stay signed in; it is removed when you sign out or when the session expires.',
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      body: [
        'Depending on where you live, you may have the right to access your data, correct it, delete it, restrict or object to its use, receive it in a portable format, and withdraw consent you have given. You also have the right to complain to your data protection authority.',
        'Business users can update most of their details in their profile. For anything else, contact us through the contact page. Candidates should contact the business they applied to first, as explained above.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      body: [
        'Hirely is a service for businesses and job applicants. It is not directed at children, and we do not knowingly collect data from anyone under 16.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: [
        'We will update this policy when our practices change. If a change is significant, we will tell business account holders by e-mail before it takes effect. The date at the top shows the latest version.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      body: [
        'Questions or requests about privacy: use our contact page and choose a subject such as “Privacy request”. We answer within one business day and complete requests within the time the law allows.',
      ],
    },
  ],
}
