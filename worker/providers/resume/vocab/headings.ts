/** Section headings: what a heading line says, in its usual variants, mapped to the section it opens. */
export type SectionKind =
  | 'summary' | 'experience' | 'education' | 'skills' | 'projects' | 'certifications' | 'languages'
  | 'personal' | 'interests' | 'awards' | 'additional' | 'links' | 'references' | 'publications' | 'training' | 'declaration'

const HEADINGS: Record<SectionKind, string[]> = {
  summary: [
    'summary', 'professional summary', 'career summary', 'profile', 'professional profile', 'career profile', 'profile summary',
    'objective', 'career objective', 'job objective', 'professional objective', 'objectives', 'about me', 'about', 'overview',
    'executive summary', 'career overview', 'summary of qualifications', 'highlights of qualifications', 'highlights', 'qualifications summary',
    'professional overview', 'personal statement', 'introduction', 'key strengths', 'strengths', 'core competencies', 'areas of expertise',
    'expertise', 'synopsis', 'professional synopsis', 'career highlights', 'key highlights', 'qualification highlights',
  ],
  experience: [
    'experience', 'work experience', 'professional experience', 'work history', 'employment history', 'employment',
    'career history', 'experience details', 'relevant experience', 'professional background', 'job history', 'working experience',
    'employment details', 'organizational experience', 'organisational experience', 'work experience details', 'career',
    'experience summary', 'professional history', 'positions held', 'internships', 'internship', 'industrial experience',
    'teaching experience', 'research experience', 'volunteer experience', 'work profile', 'employment record', 'professional experiences',
    'experiences', 'company details',
  ],
  education: [
    'education', 'educational qualification', 'educational qualifications', 'academic qualification', 'academic qualifications',
    'qualification', 'qualifications', 'academic details', 'academics', 'academic background', 'educational background',
    'education and training', 'education & training', 'academic profile', 'scholastic profile', 'educational details',
    'education details', 'academic record', 'academic credentials', 'educational profile', 'academia', 'education background',
  ],
  skills: [
    'skills', 'technical skills', 'key skills', 'skill set', 'skillset', 'skills set', 'core skills', 'it skills', 'computer skills',
    'technical skill', 'technical skill set', 'technical expertise', 'technical proficiency', 'technical competencies',
    'competencies', 'skills & abilities', 'skills and abilities', 'areas of strength', 'technologies', 'tools', 'software skills',
    'professional skills', 'skills summary', 'skill', 'technical summary', 'technical knowledge', 'it proficiency',
    'computer proficiency', 'software', 'tools and technologies', 'tools & technologies', 'technical skills summary', 'soft skills',
    'functional skills', 'personal skills', 'programming languages', 'skills and competencies', 'key competencies', 'technical profile',
  ],
  projects: ['projects', 'project', 'key projects', 'academic projects', 'project details', 'personal projects', 'projects undertaken', 'project experience', 'major projects', 'project summary', 'projects handled'],
  certifications: [
    'certifications', 'certification', 'certificates', 'certifications/licenses', 'licenses', 'licenses and certifications',
    'courses', 'professional certifications', 'certifications and trainings', 'workshop/certification', 'workshops',
  ],
  languages: ['languages', 'languages known', 'language proficiency', 'linguistic proficiency', 'language skills'],
  personal: ['personal details', 'personal information', 'personal profile', 'personal data', 'personal', 'pesonal details', 'contact', 'contact information', 'contact details'],
  interests: ['interests', 'hobbies', 'hobbies and interests', 'extra curricular activities', 'extracurricular activities', 'activities', 'co-curricular activities'],
  awards: ['awards', 'achievements', 'awards and achievements', 'honors', 'honours', 'accomplishments', 'achievement', 'awards & achievements', 'recognition', 'honors and awards'],
  additional: ['additional information', 'additional', 'other information', 'miscellaneous', 'others'],
  links: ['links', 'online profiles', 'social profiles'],
  references: ['references', 'referees', 'reference'],
  publications: ['publications', 'papers', 'research papers', 'conferences'],
  training: ['training', 'trainings', 'training and development', 'trainings attended', 'professional development'],
  declaration: ['declaration'],
}

export const HEADING_KIND = new Map<string, SectionKind>(
  (Object.entries(HEADINGS) as [SectionKind, string[]][]).flatMap(([kind, words]) => words.map((w) => [w, kind] as const)),
)
