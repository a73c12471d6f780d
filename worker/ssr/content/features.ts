export type IllustrationName = 'pipeline' | 'exam' | 'resume' | 'permissions' | 'calendar'

type Point = { title: string; text: string }

export type FeatureContent = {
  path: '/ai-driven' | '/job-management' | '/candidate-management' | '/interview-management' | '/permission-management'
  eyebrow: string
  title: string
  lead: string
  highlightsTitle: string
  highlights: Point[]
  sections: {
    id: string
    title: string
    intro: string[]
    bullets: Point[]
    illustration?: IllustrationName
    aside?: Point
  }[]
}

export const AI_DRIVEN: FeatureContent = {
  path: '/ai-driven',
  eyebrow: 'AI-driven hiring',
  title: 'AI that reads, drafts and ranks, so your team can decide',
  lead: 'Hirely uses AI where it saves recruiters hours: turning resumes into candidate records, writing first drafts of job descriptions, matching candidates with openings and transcribing spoken exam answers. Every result is shown to a person before it counts.',
  highlightsTitle: 'Where AI saves your team time',
  highlights: [
    {
      title: 'Resume extraction',
      text: 'A PDF or Word resume becomes a filled-in candidate form: name, e-mail, phone, location, current title, years of experience, qualifications and skills.',
    },
    {
      title: 'Job descriptions',
      text: 'From a title, department, level and skills, Hirely drafts a structured description with responsibilities and requirements that you edit before publishing.',
    },
    {
      title: 'Matching',
      text: 'Candidates are scored against an opening’s skills and experience range, and candidates see which open jobs suit their profile.',
    },
  ],
  sections: [
    {
      id: 'extraction',
      title: 'Resume extraction that you review, not retype',
      intro: [
        'Drop one resume or a batch into the resume extraction screen. Each file is read in the background, and the extracted fields are waiting for a recruiter to check and save as a candidate.',
        'Extraction runs on a queue, so a batch of fifty resumes does not hold up anyone’s screen, and a failed file can simply be retried.',
      ],
      bullets: [
        {
          title: 'Checked by a person',
          text: 'Nothing is saved as a candidate until someone on your team confirms the fields.',
        },
        {
          title: 'Duplicates caught early',
          text: 'If the e-mail or phone already belongs to a candidate, you are told before a second record is created.',
        },
        {
          title: 'Fair use per plan',
          text: 'Each plan includes a monthly number of AI extractions, shown in your usage, so there are no surprise bills.',
        },
      ],
      illustration: 'resume',
    },
    {
      id: 'matching',
      title: 'Matching with reasons you can see',
      intro: [
        'A match score is only useful if you can tell where it came from. Hirely shows the skills a candidate shares with the job, the ones that are missing, and how their experience compares with the range you asked for.',
      ],
      bullets: [
        {
          title: 'For recruiters',
          text: 'Sort an opening’s candidates by fit, or find earlier applicants who suit a new job.',
        },
        {
          title: 'For candidates',
          text: 'The candidate area lists matching jobs of the same business, so good applicants find their next opening.',
        },
        {
          title: 'No automatic rejections',
          text: 'A low score never moves a candidate. Stage changes are always made by a person and recorded with their name.',
        },
      ],
      aside: {
        title: 'Assistive, not autonomous',
        text: 'We design every AI feature so that a recruiter stays accountable for the decision: AI suggests, shows its working and waits for a person.',
      },
    },
    {
      id: 'speech',
      title: 'Spoken answers, ready to read',
      intro: [
        'In online exams, candidates can answer some questions out loud. The recording is kept with the exam and transcribed to text, so reviewers can skim the answer and play the audio where tone matters.',
      ],
      bullets: [
        { title: 'Audio and text together', text: 'Reviewers see the transcript next to the original recording.' },
        {
          title: 'Same review flow',
          text: 'Spoken, written, multiple-choice and coding answers are reviewed on one exam report.',
        },
      ],
      illustration: 'exam',
    },
  ],
}

export const JOB_MANAGEMENT: FeatureContent = {
  path: '/job-management',
  eyebrow: 'Job management',
  title: 'From a hiring manager’s request to a published opening',
  lead: 'Hiring managers request the roles they need, approvers agree the budget, and recruiters turn approved requests into openings that appear on your careers page, with every change recorded.',
  highlightsTitle: 'Everything about an opening in one place',
  highlights: [
    {
      title: 'Job requests',
      text: 'A hiring manager asks for a role with its department, number of openings, reasons and urgency. Approvers approve or reject it with a note.',
    },
    {
      title: 'Opportunities',
      text: 'Openings carry department, branch, hiring manager, employment type, workplace, salary range, skills, experience and an application deadline.',
    },
    {
      title: 'Careers page',
      text: `Open jobs are listed on your sub-domain's /jobs page with Google for Jobs structured data, ready for candidates to apply.`,
    },
  ],
  sections: [
    {
      id: 'requests',
      title: 'Job requests keep headcount deliberate',
      intro: [
        'Requests go from pending to approved or rejected. An approved request is converted into an opportunity in one step, keeping the link between the two so you can always see why a job was opened.',
      ],
      bullets: [
        {
          title: 'Clear ownership',
          text: 'The requester, approver and recruiter are recorded on the request and its history.',
        },
        {
          title: 'Permission-aware',
          text: 'Who may request, approve or convert is set per role in permission management.',
        },
        {
          title: 'No dead ends',
          text: 'A request that is rejected stays on record with its reason; a converted request cannot be converted twice.',
        },
      ],
      aside: {
        title: 'A status history for every job',
        text: 'Openings move from draft to open, may be put on hold and reopened, and end as closed or filled. Each move records who made it, when and why.',
      },
    },
    {
      id: 'openings',
      title: 'Openings that are complete before they go live',
      intro: [
        'An opportunity holds what candidates and search engines need: a clear description, the location or remote setup, the employment type, a salary range in your currency and a deadline.',
      ],
      bullets: [
        {
          title: 'AI job descriptions',
          text: 'Start from a generated draft with responsibilities and requirements, then edit it in your own voice.',
        },
        {
          title: 'E-mail templates per job',
          text: 'Pick the template candidates receive when they apply or move forward for this opening.',
        },
        {
          title: 'Departments and branches',
          text: 'Organise openings by team and location, each branch with its own address and time zone.',
        },
      ],
      illustration: 'pipeline',
    },
    {
      id: 'careers',
      title: 'A fast careers page on your own sub-domain',
      intro: [
        'Your careers page is rendered on the server and arrives ready to read: no app to download, quick on a phone, and easy for search engines to index.',
      ],
      bullets: [
        {
          title: 'Google for Jobs ready',
          text: 'Each open job carries JobPosting structured data: title, description, dates, employment type, location or remote, and salary.',
        },
        {
          title: 'Always current',
          text: 'Only openings with status open are listed; put a job on hold and it disappears from the page.',
        },
        { title: 'Your brand', text: 'Candidates see your business name and your jobs, on your own address.' },
      ],
      aside: {
        title: 'Structured data, done for you',
        text: 'You fill in the job once; Hirely maps employment types, remote work and salary ranges to the schema.org vocabulary search engines read.',
      },
    },
  ],
}

export const CANDIDATE_MANAGEMENT: FeatureContent = {
  path: '/candidate-management',
  eyebrow: 'Candidate management',
  title: 'One pipeline for every candidate, from application to hire',
  lead: 'Every applicant becomes a candidate with a stage, a history and everything your team knows about them: documents, comments, interviews and exam results, in one record.',
  highlightsTitle: 'What a candidate record holds',
  highlights: [
    {
      title: 'A clear stage',
      text: 'New, screening, shortlisted, interviewing, offered, hired; rejected or withdrawn from any open stage. Every move is recorded.',
    },
    {
      title: 'Documents',
      text: 'Resumes, certificates and signed offer letters are stored securely with the candidate and downloaded only by staff allowed to.',
    },
    {
      title: 'Conversation',
      text: 'Comments with @mentions notify colleagues, so feedback stays on the record instead of in private chats.',
    },
  ],
  sections: [
    {
      id: 'pipeline-stages',
      title: 'A pipeline that cannot get into a muddle',
      intro: [
        'Candidates move forward through the stages you know. Rejecting or withdrawing a candidate records the reason, and a move that makes no sense, such as from hired back to screening, is refused.',
      ],
      bullets: [
        {
          title: 'History with names',
          text: 'Each move records who made it, when, from which stage to which, and why.',
        },
        {
          title: 'Blacklist with a reason',
          text: 'Staff with the blacklist permission can flag a candidate with a reason that colleagues see before contacting them again.',
        },
        {
          title: 'Bulk-friendly lists',
          text: 'Filter by opening, stage, source, skills, experience or date, and export the list if your role allows it.',
        },
      ],
      illustration: 'pipeline',
    },
    {
      id: 'duplicates',
      title: 'Duplicate detection and saved filters',
      intro: [
        'The same person often applies twice, or is added by two recruiters. Hirely warns you when a new candidate shares an e-mail address or phone number with an existing one, so you can keep a single record.',
      ],
      bullets: [
        {
          title: 'Saved filters',
          text: 'Save the searches you run every week, such as “shortlisted engineers in Austin”, and open them with one click.',
        },
        {
          title: 'Sources tracked',
          text: 'Know whether a candidate came from your careers page, a referral, a resume upload or a job board.',
        },
        {
          title: 'Matching jobs',
          text: 'See which other open jobs a candidate fits, based on their skills and experience.',
        },
      ],
      aside: {
        title: 'One record per person',
        text: 'Interviews, exam results, comments and documents all hang off the same candidate, so nobody has to piece together a story from several places.',
      },
    },
    {
      id: 'collaboration',
      title: 'Collaboration that stays on the record',
      intro: [
        'Hiring is a team sport. Comments on a candidate support @mentions: the colleague you mention is notified and can reply in the same thread.',
      ],
      bullets: [
        {
          title: 'Interview feedback',
          text: 'Interviewers leave ratings and notes per round, visible to the hiring team.',
        },
        {
          title: 'E-mails from templates',
          text: 'Send consistent messages using your e-mail templates and personal signatures.',
        },
        { title: 'Respectful access', text: 'What each person can see and change follows their role’s permissions.' },
      ],
      illustration: 'resume',
    },
  ],
}

export const INTERVIEW_MANAGEMENT: FeatureContent = {
  path: '/interview-management',
  eyebrow: 'Interview management',
  title: 'Interviews, proctored exams and offers without the back-and-forth',
  lead: 'Schedule rounds on your interviewers’ free slots in your business’s time zone, assess skills with proctored online exams and coding rounds, and send an offer letter the candidate signs with a one-time code.',
  highlightsTitle: 'The whole interview process',
  highlights: [
    {
      title: 'Rounds per candidate',
      text: 'Each candidate’s interview process for an opening is a sequence of rounds: phone screen, technical, panel, online exam. Add a round whenever you need one.',
    },
    {
      title: 'Scheduling that fits',
      text: 'Pick interviewers and see the slots when all of them are free, within their working hours, in the time zone of your business or branch.',
    },
    {
      title: 'Feedback and decisions',
      text: 'Interviewers record feedback per round; rounds end as passed, failed or rejected, and the candidate moves on.',
    },
  ],
  sections: [
    {
      id: 'scheduling',
      title: 'Scheduling on real free slots',
      intro: [
        'Interviews are scheduled, started and completed, or cancelled, marked as a no-show or rejected with a reason. Rescheduling keeps the history of the original time.',
      ],
      bullets: [
        {
          title: 'Time zones handled',
          text: 'Slots are shown in the business’s time zone and the invitation states the time zone explicitly.',
        },
        {
          title: 'Invitations by e-mail',
          text: 'Candidates and interviewers receive the time, the place or meeting link and a calendar invite.',
        },
        { title: 'Video, phone or on-site', text: 'Each round records its mode and where it happens.' },
      ],
      illustration: 'calendar',
    },
    {
      id: 'exams',
      title: 'Proctored online exams in the candidate’s browser',
      intro: [
        'Exams can mix multiple-choice, written, spoken and coding questions, with a time limit. The server keeps the deadline: an exam still open when time runs out is submitted automatically.',
        'Face detection with BlazeFace runs locally in the candidate’s browser; its model is served from Hirely itself, never from a third party.',
      ],
      bullets: [
        {
          title: 'Warnings with timestamps',
          text: 'No face in view, several faces, and switching tabs or windows are logged as warnings that reviewers see with the moment they happened.',
        },
        {
          title: 'Video in chunks',
          text: 'The camera recording is uploaded in short chunks during the exam, so reviewers can watch it afterwards.',
        },
        {
          title: 'Live view for staff',
          text: 'Reviewers can follow a running exam’s progress and warnings as they happen.',
        },
        {
          title: 'Coding rounds in a sandbox',
          text: 'Candidates write JavaScript or Python that runs in an isolated sandbox against your test cases, with time and memory limits.',
        },
      ],
      illustration: 'exam',
    },
    {
      id: 'offers',
      title: 'Offer letters signed with a one-time code',
      intro: [
        'When the team decides to hire, send an offer letter built from your template. The candidate opens it, and signs it by entering a six-digit code sent to their e-mail address.',
      ],
      bullets: [
        {
          title: 'A clear status',
          text: 'Offers move from draft to sent, viewed, and signed or declined; they can expire or be revoked.',
        },
        {
          title: 'A signed PDF',
          text: 'The signed letter is stored as a PDF with the candidate, together with when and how it was signed.',
        },
        {
          title: 'Only the right people',
          text: 'Sending offers is a special permission, so only those you trust can make one.',
        },
      ],
      aside: {
        title: 'Evidence you can rely on',
        text: 'The one-time code expires after ten minutes and allows five tries, and each signature records the time it was made.',
      },
    },
  ],
}

export const PERMISSION_MANAGEMENT: FeatureContent = {
  path: '/permission-management',
  eyebrow: 'Permission management',
  title: 'Give everyone exactly the access their job needs',
  lead: 'Roles in Hirely are built from nodes, the parts of the portal such as candidates, interviews and jobs, and the permissions on each: view, create, update, delete, export and special actions like blacklisting a candidate or sending an offer.',
  highlightsTitle: 'How access works',
  highlights: [
    {
      title: 'Roles for real teams',
      text: 'Recruiter, hiring manager, interviewer, coordinator: create the roles you need and assign one to each employee.',
    },
    {
      title: 'Fine-grained permissions',
      text: 'Each node has view, create, update, delete and export permissions, plus special ones where the action deserves care.',
    },
    {
      title: 'Dependencies built in',
      text: 'Permissions that need others switch them on: updating candidates requires viewing them, so a role can never be half-configured.',
    },
  ],
  sections: [
    {
      id: 'nodes',
      title: 'Nodes and permissions, in one grid',
      intro: [
        'The role editor shows every node with its permissions as a grid. Tick what the role may do; permissions that make no sense for a node are disabled rather than hidden.',
      ],
      bullets: [
        {
          title: 'Special permissions',
          text: 'Blacklisting candidates and sending offers are separate permissions, so you can keep them for senior staff.',
        },
        {
          title: 'Exports are explicit',
          text: 'Downloading lists of candidates or jobs is its own permission, which helps you keep personal data where it belongs.',
        },
        { title: 'The menu follows the role', text: 'Employees only see the parts of the portal their role allows.' },
      ],
      illustration: 'permissions',
    },
    {
      id: 'enforced',
      title: 'Enforced by the server, not just hidden in the menu',
      intro: [
        'Every action in the portal declares the permission it needs, and the check runs on the server before anything happens. A record of another business is never found, whatever the request.',
      ],
      bullets: [
        {
          title: 'Business admins',
          text: 'The owner of a business has every permission and manages employees and roles.',
        },
        {
          title: 'Sessions tied to your address',
          text: 'A session only works on the sub-domain that issued it and expires when unused.',
        },
        {
          title: 'Audited support access',
          text: 'When platform support opens your portal to help you, the sign-in is short-lived, single-use and written to an audit log.',
        },
      ],
      aside: {
        title: 'Least privilege, made practical',
        text: 'Because dependencies are handled for you, building a narrow role takes a minute: start from nothing and tick what the job needs.',
      },
    },
  ],
}

export const FEATURES = [AI_DRIVEN, JOB_MANAGEMENT, CANDIDATE_MANAGEMENT, INTERVIEW_MANAGEMENT, PERMISSION_MANAGEMENT]
