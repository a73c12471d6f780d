export type Faq = { q: string; a: string }
export type FaqGroup = { id: string; title: string; items: Faq[] }

export const FAQ_GROUPS: FaqGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    items: [
      {
        q: 'What is Hirely?',
        a: 'Hirely is an AI-assisted recruitment and applicant-tracking platform. Businesses use it to request and publish jobs, manage candidates through a pipeline, schedule interviews, run proctored online exams, and send offer letters that candidates e-sign.',
      },
      {
        q: 'How do I start?',
        a: 'Choose “Start hiring”, enter your business name, your work e-mail and the sub-domain you want, and verify your e-mail with the six-digit code we send. Your portal is ready as soon as the address is verified.',
      },
      {
        q: 'What is my sub-domain used for?',
        a: 'Your business gets its own address, for example yourcompany.{domain}. Your staff sign in there, your careers page is at /jobs on that address, and candidates have a separate candidate area for exams, interview history and offers.',
      },
      {
        q: 'Can I bring my team?',
        a: 'Yes. Invite employees by e-mail and give each a role. How many team members you can add depends on your plan.',
      },
    ],
  },
  {
    id: 'ai',
    title: 'AI features',
    items: [
      {
        q: 'What does the AI do?',
        a: 'It extracts candidate details from uploaded resumes, drafts job descriptions from a title and skills, scores how well candidates match an opening, and transcribes spoken answers in online exams.',
      },
      {
        q: 'Does AI reject candidates automatically?',
        a: 'No. AI results are suggestions shown to your team. Every stage change, rejection and offer is made by a person and recorded with their name.',
      },
      {
        q: 'How many resumes can AI read for me?',
        a: 'Each plan includes a monthly number of AI resume extractions, listed on the pricing page. Your usage is shown in the portal.',
      },
    ],
  },
  {
    id: 'exams',
    title: 'Interviews and online exams',
    items: [
      {
        q: 'Do candidates need to install anything for an exam?',
        a: 'No. Exams run in a current web browser with a camera and microphone. Candidates are told what is recorded before the exam starts.',
      },
      {
        q: 'How does proctoring work?',
        a: 'Face detection with BlazeFace runs locally in the candidate’s browser. When no face or more than one face is in view, or the candidate switches tabs, a warning is logged. The camera video is uploaded in short chunks for your reviewers.',
      },
      {
        q: 'Can I test coding skills?',
        a: 'Yes. Coding rounds let candidates write JavaScript or Python that runs in a sandbox against your test cases, with time and memory limits.',
      },
      {
        q: 'How are interview times chosen?',
        a: 'Pick the interviewers and Hirely shows the slots when all of them are free within their working hours, in your business’s or branch’s time zone. Invitations state the time zone explicitly.',
      },
    ],
  },
  {
    id: 'data',
    title: 'Data and security',
    items: [
      {
        q: 'Who owns the candidate data?',
        a: 'You do. Your business decides what is collected about candidates and why; Hirely processes it on your behalf, as described in our privacy policy.',
      },
      {
        q: 'Can employees see everything?',
        a: 'Only what their role allows. Roles are built from view, create, update, delete and export permissions per part of the portal, plus special permissions such as sending offers or blacklisting candidates.',
      },
      {
        q: 'How do offer signatures work?',
        a: 'The candidate opens the offer in their candidate area and signs by entering a six-digit code sent to their e-mail. The code expires after ten minutes; the signed PDF is kept with the candidate.',
      },
    ],
  },
  {
    id: 'billing',
    title: 'Plans and billing',
    items: [
      {
        q: 'Is there a free plan?',
        a: 'Yes. The Free plan lets a small team publish its first jobs on its own careers page and use the core of the product, with no credit card required. The pricing page lists its current limits.',
      },
      {
        q: 'Can I change plans later?',
        a: 'Yes. Upgrade or downgrade from the portal at any time. Upgrades take effect immediately; you receive an invoice for every payment.',
      },
      {
        q: 'Where do I find invoices?',
        a: 'Every payment appears under transactions in your portal, with a downloadable PDF invoice.',
      },
    ],
  },
]
