/**
 * The designation lexicon: role nouns a job title ends with (or is), and the seniority and
 * function words that come before them. A title is a short phrase whose head is a role noun.
 */
export const ROLE_NOUNS = [
  'engineer', 'developer', 'programmer', 'architect', 'analyst', 'consultant', 'manager', 'director', 'administrator', 'admin',
  'officer', 'executive', 'specialist', 'associate', 'assistant', 'intern', 'trainee', 'apprentice', 'lead', 'leader', 'head',
  'designer', 'scientist', 'researcher', 'tester', 'technician', 'coordinator', 'co-ordinator', 'supervisor', 'representative',
  'advisor', 'adviser', 'accountant', 'auditor', 'teacher', 'tutor', 'lecturer', 'professor', 'instructor', 'trainer', 'fellow',
  'president', 'vice president', 'vp', 'ceo', 'cto', 'cfo', 'coo', 'cio', 'co-ceo', 'founder', 'co-founder', 'cofounder', 'owner', 'partner', 'principal',
  'chairman', 'chair', 'member', 'clerk', 'cashier', 'receptionist', 'secretary', 'writer', 'editor', 'journalist', 'nurse', 'physician',
  'doctor', 'pharmacist', 'therapist', 'counselor', 'counsellor', 'attorney', 'lawyer', 'advocate', 'paralegal', 'agent', 'broker',
  'recruiter', 'generalist', 'planner', 'buyer', 'merchandiser', 'strategist', 'marketer', 'salesman', 'salesperson', 'worker',
  'operator', 'mechanic', 'electrician', 'driver', 'chef', 'cook', 'waiter', 'server', 'bartender', 'attendant', 'guard', 'inspector',
  'estimator', 'surveyor', 'draftsman', 'draughtsman', 'controller', 'treasurer', 'banker', 'underwriter', 'actuary', 'economist',
  'statistician', 'librarian', 'photographer', 'artist', 'animator', 'editor', 'producer', 'translator', 'interpreter', 'volunteer',
  'contractor', 'freelancer', 'freelance', 'entrepreneur', 'expert', 'professional', 'staff', 'employee', 'crew', 'helper', 'aide',
  'dba', 'sme', 'sdet', 'qa', 'scrum master', 'product owner', 'evangelist', 'ambassador', 'contestant', 'mentor', 'investigator',
  'stylist', 'beautician', 'caretaker', 'steward', 'hostess', 'host', 'teller', 'collector', 'dispatcher', 'foreman', 'storekeeper',
  'lecturer', 'faculty', 'dean', 'registrar', 'principal', 'headmaster', 'educator', 'coach', 'facilitator', 'liaison',
]

export const SENIORITY = [
  'senior', 'sr', 'sr.', 'junior', 'jr', 'jr.', 'lead', 'principal', 'chief', 'head', 'staff', 'associate', 'assistant', 'asst', 'asst.',
  'deputy', 'executive', 'general', 'regional', 'national', 'global', 'group', 'area', 'zonal', 'branch', 'district', 'territory',
  'trainee', 'intern', 'graduate', 'acting', 'interim', 'vice', 'first', 'second', 'i', 'ii', 'iii', 'iv', 'level',
]

/** Function words that qualify a role ("Software", "Sales", "HR") — used to score, not to decide. */
export const FUNCTIONS = [
  'software', 'sales', 'marketing', 'business', 'development', 'product', 'project', 'program', 'programme', 'data', 'systems', 'system',
  'network', 'web', 'mobile', 'android', 'ios', 'java', 'php', 'python', 'sap', 'test', 'testing', 'quality', 'qa', 'qc', 'support',
  'technical', 'customer', 'service', 'services', 'account', 'accounts', 'finance', 'financial', 'hr', 'human resources', 'operations',
  'it', 'application', 'applications', 'database', 'cloud', 'devops', 'security', 'research', 'design', 'ui', 'ux', 'graphic',
  'content', 'digital', 'media', 'communications', 'administrative', 'office', 'legal', 'medical', 'clinical', 'teaching', 'game',
  'infrastructure', 'integration', 'solution', 'solutions', 'delivery', 'implementation', 'functional', 'procurement', 'supply chain',
  'logistics', 'store', 'retail', 'branch', 'relationship', 'credit', 'audit', 'tax', 'payroll', 'recruitment', 'talent', 'training',
]

/** Words that never head a title even though they look like one ("Team Member" is fine; "Project" alone is not). */
export const NOT_TITLE = /^(?:responsibilities|roles?|role and responsibilities|duties|projects?|environment|client|team size|technologies|description|company|position|designation|duration|period|location|industry)$/i
