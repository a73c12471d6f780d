import type { LegalText } from './privacy'

export const TERMS_OF_USE: LegalText = {
  updated: '2026-11-01',
  intro: [
    'These terms apply when you use Hirely: when a business signs up and its staff use the portal, when candidates use a candidate area or take an online exam, and when anyone visits our website. By creating an account or using Hirely you agree to them.',
    'In these terms, “we” and “Hirely” mean the provider of the Hirely service, “customer” means the business that holds a Hirely account, and “you” means whoever is using the service.',
  ],
  sections: [
    {
      id: 'accounts',
      title: 'Accounts and sub-domains',
      body: [
        [
          'You must give accurate details when you sign up and verify the e-mail address of the account.',
          'The person who signs up confirms they may bind the business to these terms.',
          'Each customer gets a sub-domain. Some names are reserved, and we may reclaim a sub-domain that impersonates another organisation or misleads candidates.',
          'Keep passwords and one-time codes secret. You are responsible for what happens under your account, and for the roles and permissions you give your staff.',
        ],
      ],
    },
    {
      id: 'plans',
      title: 'Plans, payment and invoices',
      body: [
        [
          'Plans and their limits (such as open jobs, candidates, team members and AI extractions) are shown on the pricing page and in the portal.',
          'Paid plans are billed in advance for each billing period, in the currency shown, plus applicable taxes. Every payment produces an invoice in your portal.',
          'Upgrades apply immediately. Downgrades apply from the next billing period, and usage above the new plan’s limits must be reduced first.',
          'If a payment fails, we will tell you and try again. If it is not resolved, we may move the account to a more limited state until it is.',
          'Fees already paid are not refundable, except where the law requires or we state otherwise in writing.',
        ],
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: [
        'You agree not to:',
        [
          'use Hirely to discriminate unlawfully against candidates, or to advertise jobs that do not exist;',
          'upload content that is unlawful, infringing or malicious, or personal data you have no right to process;',
          'try to access another customer’s data, bypass permissions or limits, or disrupt the service;',
          'help a candidate cheat in an exam, or interfere with proctoring;',
          'resell or copy the service, or use it to build a competing product.',
        ],
        'We may suspend access that breaks these rules or puts the service or other users at risk, and will tell you why unless the law prevents us.',
      ],
    },
    {
      id: 'data',
      title: 'Your data and candidates’ data',
      body: [
        'Customers own the data they put into Hirely. We use it only to provide and support the service, as described in our privacy policy and our data processing terms.',
        'As the controller of candidate data, the customer is responsible for having a lawful basis to process it, for telling candidates how it is used (including recording and proctoring during online exams), for obtaining any consent its local law requires, and for answering candidates’ requests about their data.',
        'You can export your data while your account is active. After an account is closed, we delete or anonymise its data within 90 days, except where the law requires us to keep it.',
      ],
    },
    {
      id: 'ai',
      title: 'AI features',
      body: [
        'AI results, such as extracted resume fields, drafted job descriptions, match scores and transcripts, can be incomplete or wrong. Review them before relying on them. Hiring decisions are the customer’s, and the customer is responsible for making them fairly and lawfully, including under any rules on automated decision-making in employment.',
      ],
    },
    {
      id: 'candidates',
      title: 'Candidates',
      body: [
        'If you are a candidate, the business you apply to decides how your application is handled. Exams must be taken by you, alone and without help unless the business allows it. Signing an offer with a one-time code is a legally meaningful act: read the offer carefully before you sign.',
      ],
    },
    {
      id: 'availability',
      title: 'Availability and changes',
      body: [
        'We work to keep Hirely available and fast, but we cannot promise it will never be interrupted, for example during maintenance or because of events outside our control. We may improve and change features; if we remove a significant feature of a paid plan, we will tell customers in advance.',
      ],
    },
    {
      id: 'ip',
      title: 'Intellectual property',
      body: [
        'Hirely, its software and its content belong to us or our licensors. We give customers a non-exclusive right to use the service during their subscription. Feedback you send us may be used to improve Hirely without obligation to you.',
      ],
    },
    {
      id: 'termination',
      title: 'Ending the agreement',
      body: [
        'Customers can stop using Hirely and close their account at any time; a paid plan stays active until the end of the period already paid. We may end an account for serious or repeated breach of these terms, or with 30 days’ notice for other reasons, in which case we refund any prepaid fees for the unused period.',
      ],
    },
    {
      id: 'liability',
      title: 'Warranties and liability',
      body: [
        'Hirely is provided “as is”, to the extent the law allows. We are not liable for indirect or consequential losses, such as lost profits or lost opportunities. Our total liability for any claim in a twelve-month period is limited to the fees the customer paid us in that period. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: [
        'We may update these terms. For significant changes we will notify customers by e-mail at least 30 days before they apply. Continuing to use Hirely after that means you accept the new terms.',
      ],
    },
    {
      id: 'law',
      title: 'Governing law and contact',
      body: [
        'These terms are governed by the law stated in the customer’s order or, if none is stated, the law of the place where Hirely’s contracting entity is established. Questions about these terms: use our contact page.',
      ],
    },
  ],
}
