/**
 * The skills vocabulary: one entry per skill, canonical name first, then the other ways
 * people write it (matched case-insensitively on word boundaries). Entries marked `!` are
 * ambiguous as ordinary words ("C", "Go", "Excel" as a verb…): they count only written
 * exactly so, or inside a skills list. Curated by hand across IT, data, design, sales,
 * marketing, finance, HR, operations and general work skills.
 */
const LISTS: Record<string, string[]> = {
  languages: [
    'Java', '!C', 'C++|cpp', 'C#|C Sharp|csharp', 'Python|python3', 'JavaScript|Java Script|JS|ECMAScript|ES6',
    'TypeScript', '!Go|Golang', 'Rust', 'Ruby', 'PHP', 'Perl', 'Kotlin', '!Swift', 'Objective-C|ObjC|Objective C',
    'Scala', '!R', 'MATLAB', 'SQL', 'PL/SQL|PLSQL', 'T-SQL|TSQL', 'Bash|Shell Scripting|Shell script|Unix shell scripting',
    'PowerShell', 'VBA', 'VB.NET', 'Visual Basic', 'COBOL', 'Fortran', 'Assembly|Assembly Language|Assembler', 'Dart',
    'Lua', 'Haskell', 'Elixir', 'Erlang', 'Clojure', 'Groovy', 'ABAP|SAP ABAP', 'Apex', 'Solidity', 'Julia', 'SAS',
    'HTML|HTML5', 'CSS|CSS3', 'Sass|SCSS', '!Less', 'XML', 'JSON', 'YAML', 'XSLT', 'ActionScript|ActionScript 3|ActionScript-3',
    'Batch Scripting|batch script', 'Embedded C', 'VHDL', 'Verilog',
  ],
  web: [
    'React|React.js|ReactJS|React JS', 'React Native', 'Angular|AngularJS|Angular.js|Angular JS', 'Vue.js|Vue|VueJS',
    'Svelte', 'Next.js|NextJS', 'Nuxt.js|Nuxt', 'Node.js|NodeJS|Node JS|Node', 'Express.js|Express|ExpressJS',
    'jQuery', 'Bootstrap', 'Tailwind CSS|Tailwind', 'Redux', 'GraphQL', 'REST|RESTful|REST API|RESTful API|RESTful services|REST APIs',
    'SOAP', 'Web Services', 'AJAX', 'Django', 'Flask', 'FastAPI', 'Spring|Spring Framework', 'Spring Boot|SpringBoot',
    'Hibernate', 'Struts', 'JSP', 'Servlets|Servlet', 'J2EE|Java EE|JEE', 'J2SE|Java SE', 'EJB', 'JDBC', 'JPA',
    'ASP.NET|ASP .NET', '.NET|dotnet|.NET Framework|.NET Core', 'MVC|MVC architecture', 'Ruby on Rails|Rails',
    'Laravel', 'CodeIgniter', 'Symfony', 'Drupal', 'WordPress', 'Joomla', 'Magento', 'Shopify', 'WooCommerce',
    'Webpack', 'Babel', 'Vite', 'Gulp', 'Grunt', 'npm', 'Yarn', 'Microservices|Micro services', 'OAuth', 'JWT',
    'WebSockets|WebSocket', 'Responsive Design|responsive web design', 'Web Development', 'Front End Development|Frontend Development',
    'Backend Development|Back End Development', 'Full Stack Development', 'SEO|Search Engine Optimization', 'LAMP', 'MEAN Stack', 'MERN Stack',
  ],
  data: [
    'Machine Learning|ML', 'Deep Learning', 'Artificial Intelligence|AI', 'Natural Language Processing|NLP',
    'Computer Vision', 'Data Science', 'Data Analysis|Data Analytics', 'Data Mining', 'Data Visualization|Data Visualisation',
    'Statistics|Statistical Analysis', 'Predictive Modeling|Predictive Modelling', 'Big Data', 'Hadoop', 'Spark|Apache Spark|PySpark',
    'Hive', 'Pig', 'HBase', 'Kafka|Apache Kafka', 'Airflow|Apache Airflow', 'ETL', 'Data Warehousing|Data Warehouse|Datawarehousing',
    'Informatica', 'Talend', 'SSIS', 'SSRS', 'SSAS', 'Power BI|PowerBI', 'Tableau', 'QlikView|Qlik Sense|Qlik', 'Looker',
    'Pandas', 'NumPy', 'SciPy', 'scikit-learn|sklearn|scikit learn', 'TensorFlow', 'Keras', 'PyTorch', 'OpenCV', 'NLTK', 'spaCy',
    'Jupyter|Jupyter Notebook', 'Matplotlib', 'Seaborn', 'SPSS', 'Stata', 'Excel Modeling', 'Business Intelligence|BI',
    'Data Modeling|Data Modelling', 'Data Engineering', 'Databricks', 'Snowflake', 'BigQuery', 'Redshift', 'Essbase', 'Hyperion|Oracle Hyperion',
    'OBIEE', 'Cognos', 'MicroStrategy', 'Alteryx', 'A/B Testing',
  ],
  databases: [
    'MySQL', 'PostgreSQL|Postgres', 'Oracle|Oracle Database|Oracle DB', 'SQL Server|MS SQL Server|MSSQL|Microsoft SQL Server', 'SQLite',
    'MongoDB|Mongo DB', 'Cassandra', 'Redis', 'Elasticsearch|Elastic Search', 'DynamoDB', 'Firebase', 'MariaDB', 'DB2|IBM DB2',
    'Teradata', 'Sybase', 'Neo4j', 'CouchDB', 'MS Access|Microsoft Access', 'Databases|Database|DBMS|RDBMS', 'Database Design',
    'Database Administration|DBA', 'Stored Procedures', 'NoSQL',
  ],
  cloud: [
    'AWS|Amazon Web Services', 'Azure|Microsoft Azure', 'Google Cloud|GCP|Google Cloud Platform', 'EC2|AWS EC2', 'S3|AWS S3',
    'Lambda|AWS Lambda', 'CloudFormation', 'Terraform', 'Ansible', 'Chef', 'Puppet', 'Docker', 'Kubernetes|K8s', 'OpenShift',
    'Jenkins', 'CI/CD|Continuous Integration|Continuous Delivery', 'DevOps', 'Git', 'GitHub', 'GitLab', 'Bitbucket', 'SVN|Subversion',
    'TFS|Team Foundation Server', 'Maven', 'Gradle', 'Ant|Apache Ant', 'Nginx', 'Apache|Apache HTTP Server', 'Tomcat|Apache Tomcat',
    'JBoss', 'WebLogic', 'WebSphere', 'IIS', 'Linux', 'Unix', 'Windows|MS Windows', 'Windows Server', 'Red Hat|RHEL|Red Hat Linux',
    'Ubuntu', 'CentOS', 'Mac OS|macOS|Mac OS X|OS X', 'VMware', 'Hyper-V', 'Virtualization', 'Cloud Computing', 'Serverless',
    'Prometheus', 'Grafana', 'Splunk', 'Nagios', 'ELK Stack|ELK', 'Heroku', 'Cloudflare', 'Salesforce|SFDC', 'ServiceNow',
    'Mule ESB|MuleSoft|Mule', 'Dell Boomi|Boomi', 'TIBCO', 'SAP PI|SAP XI|SAP PI/XI|SAP PO', 'IBM MQ|MQ Series|WebSphere MQ',
  ],
  mobile: [
    'Android', 'Android SDK', 'Android Studio', 'iOS', 'Xcode', 'Flutter', 'Xamarin', 'Ionic', 'Cordova|PhoneGap',
    'Mobile Application Development|Mobile App Development|Mobile Development', 'Unity|Unity3D', 'Unreal Engine', 'Cocos2d-x|Cocos2d',
    'Game Development', 'Game Design', 'SwiftUI', 'Jetpack Compose', 'Retrofit',
  ],
  testing: [
    'Selenium|Selenium WebDriver', 'JUnit', 'TestNG', 'NUnit', 'Jest', 'Mocha', 'Cypress', 'Playwright', 'Cucumber', 'Appium',
    'JMeter', 'LoadRunner', 'Postman', 'SoapUI', 'QTP|UFT', 'Manual Testing', 'Automation Testing|Test Automation', 'Regression Testing',
    'Functional Testing', 'Performance Testing|Load Testing', 'Unit Testing', 'Integration Testing', 'API Testing', 'Quality Assurance|QA',
    'Software Testing', 'TDD|Test Driven Development', 'BDD', 'Bugzilla', 'HP ALM|Quality Center', 'Jira|JIRA', 'Confluence', 'Redmine',
  ],
  engineering: [
    'Object Oriented Programming|OOP|OOPS|OOPs', 'Data Structures', 'Algorithms', 'Design Patterns', 'System Design',
    'Software Development|Software Engineering', 'SDLC', 'Agile|Agile Methodology', 'Scrum', 'Kanban', 'Waterfall', 'UML',
    'Multithreading', 'Embedded Systems', 'IoT|Internet of Things', 'Microcontrollers', 'Arduino', 'Raspberry Pi', 'PLC', 'SCADA',
    'AutoCAD', 'SolidWorks', 'CATIA', 'ANSYS', 'Revit', 'STAAD Pro|STAAD.Pro', 'MATLAB Simulink|Simulink', 'LabVIEW', 'PCB Design',
    'CAD', 'CAM', 'Six Sigma|Lean Six Sigma', 'Eclipse', 'IntelliJ IDEA|IntelliJ', 'Visual Studio', 'VS Code|Visual Studio Code',
    'PyCharm', 'NetBeans', 'Blockchain', 'Cyber Security|Cybersecurity|Information Security', 'Penetration Testing', 'Firewalls|Firewall',
    'Troubleshooting', 'Technical Support', 'Help Desk|Helpdesk', 'Active Directory', 'ITIL', 'System Administration',
  ],
  networking: [
    'Networking|Computer Networking', 'TCP/IP', 'DNS', 'DHCP', 'LAN', 'WAN', 'VPN', 'MPLS', 'BGP', 'OSPF', 'EIGRP', 'VLAN', 'Routing',
    'Switching', 'Cisco', 'CCNA', 'CCNP', 'Network Security', 'Network Administration', 'Wireshark', 'Load Balancing', 'SD-WAN',
  ],
  sap: [
    'SAP', 'SAP ERP', 'SAP ECC', 'SAP S/4HANA|S/4HANA|S4HANA', 'SAP HANA|HANA', 'SAP BW|SAP BI', 'SAP FICO|FICO|SAP FI/CO', 'SAP MM',
    'SAP SD', 'SAP PP', 'SAP PM', 'SAP HCM|SAP HR', 'SAP BASIS', 'SAP CRM', 'SAP SRM', 'SAP EWM', 'SAP WM', 'SAP Ariba|Ariba',
    'SAP SuccessFactors|SuccessFactors', 'SAP Fiori|Fiori', 'SAPUI5|UI5', 'SAP Scripts|SAPscript', 'Smart Forms|SmartForms',
    'BAPI', 'BADI|BAdI', 'IDocs|IDOC|ALE/IDOCS', 'ALV', 'BDC', 'RFC', 'User Exits', 'Oracle EBS|Oracle E-Business Suite', 'Oracle Fusion',
    'PeopleSoft', 'Workday', 'Microsoft Dynamics|Dynamics 365|MS Dynamics', 'Tally|Tally ERP', 'ERP', 'CRM', 'Zoho', 'HubSpot',
  ],
  design: [
    'Photoshop|Adobe Photoshop', 'Illustrator|Adobe Illustrator', 'InDesign|Adobe InDesign', 'Adobe XD', 'Figma', 'Sketch',
    'After Effects|Adobe After Effects', 'Premiere Pro|Adobe Premiere', 'Lightroom', 'CorelDRAW|Corel Draw', 'Adobe Creative Suite|Creative Cloud',
    'Flash|Adobe Flash', 'Dreamweaver', 'Blender', 'Maya|Autodesk Maya', '3ds Max|3D Max', 'UI Design|User Interface Design',
    'UX Design|User Experience|UX', 'UI/UX', 'Graphic Design', 'Web Design', 'Wireframing|Wireframes', 'Prototyping', 'Typography',
    'Branding', 'Video Editing', 'Animation', 'Illustration', 'Photography', 'InVision',
  ],
  office: [
    'MS Office|Microsoft Office|MS-Office|Office 365|O365|Microsoft 365', 'Excel|MS Excel|Microsoft Excel|Advanced Excel', 'Word|MS Word|Microsoft Word',
    'PowerPoint|MS PowerPoint|Power Point', 'Outlook|MS Outlook', 'MS Project|Microsoft Project', 'Visio|MS Visio', 'SharePoint',
    'Google Workspace|G Suite|Google Docs', 'Lotus Notes', 'Open Office|OpenOffice|Libre Office|LibreOffice', 'Pivot Tables|Pivot Table',
    'VLOOKUP', 'Data Entry', 'Typing', 'Documentation', 'Report Writing', 'Slack', 'Trello', 'Asana', 'Zendesk', 'Freshdesk',
  ],
  sales: [
    'Sales', 'B2B Sales|B2B', 'B2C Sales|B2C', 'Inside Sales', 'Field Sales', 'Direct Sales', 'Retail Sales', 'IT Sales', 'Software Sales',
    'Technical Sales', 'Pre-Sales|Presales|Pre Sales', 'Lead Generation', 'Cold Calling', 'Business Development', 'Account Management|Key Account Management',
    'Client Relationship Management|Client Relationship|Relationship Management', 'Customer Relationship Management',
    'Customer Service|Customer Support|Customer Care', 'Customer Handling', 'Customer Satisfaction', 'Negotiation|Negotiation Skills',
    'Upselling|Up-selling', 'Cross Selling|Cross-selling', 'Sales Forecasting', 'Sales Strategy|Sales Strategies', 'Sales Management',
    'Channel Sales', 'Channel Management', 'Territory Management', 'Pipeline Management', 'Closing', 'Market Research', 'Market Analysis',
    'Product Demonstration|Product Demo', 'Proposal Writing', 'RFP', 'Tendering', 'Vendor Management', 'Procurement', 'Strategic Sourcing',
    'Supply Chain Management|Supply Chain|SCM', 'Logistics', 'Inventory Management', 'Merchandising', 'Retail', 'E-commerce|Ecommerce|eCommerce',
    'Telesales|Telemarketing', 'Event Management', 'Public Relations|PR',
  ],
  marketing: [
    'Marketing', 'Digital Marketing', 'Social Media Marketing|SMM', 'Social Media', 'Content Marketing', 'Content Writing', 'Copywriting',
    'Email Marketing', 'SEM|Search Engine Marketing', 'Google Ads|Google AdWords|AdWords', 'Google Analytics', 'Facebook Ads',
    'Brand Management', 'Product Marketing', 'Marketing Strategy', 'Campaign Management', 'Marketing Automation', 'Advertising',
    'Market Segmentation', 'Competitive Analysis', 'Growth Hacking', 'Affiliate Marketing', 'Influencer Marketing', 'Mailchimp', 'Marketo',
  ],
  finance: [
    'Accounting', 'Financial Analysis', 'Financial Modeling|Financial Modelling', 'Financial Reporting', 'Budgeting', 'Forecasting',
    'Auditing|Audit|Internal Audit', 'Taxation|Tax', 'GST', 'TDS', 'Bookkeeping|Book Keeping', 'Accounts Payable', 'Accounts Receivable',
    'General Ledger', 'Bank Reconciliation|Reconciliation', 'Payroll|Payroll Processing', 'Cost Accounting', 'Costing', 'Treasury',
    'Risk Management', 'Credit Analysis', 'Investment Banking', 'Equity Research', 'Valuation', 'Portfolio Management', 'Wealth Management',
    'Corporate Finance', 'IFRS', 'GAAP|US GAAP', 'QuickBooks', 'Xero', 'Compliance', 'Anti Money Laundering|AML', 'KYC', 'Banking',
    'Insurance', 'Underwriting', 'Financial Planning', 'Fund Management', 'MIS|MIS Reporting', 'Variance Analysis', 'P&L|Profit and Loss',
  ],
  hr: [
    'Recruitment|Recruiting', 'Talent Acquisition', 'Sourcing', 'Screening', 'Onboarding', 'Employee Relations', 'Performance Management',
    'Compensation and Benefits|Compensation|Benefits Administration', 'HRIS', 'Training and Development|Learning and Development|L&D',
    'Training', 'Employee Engagement', 'Succession Planning', 'HR Policies', 'Labour Law|Labor Law', 'HR Operations', 'Workforce Planning',
    'Interviewing', 'Background Verification', 'Exit Interviews', 'Grievance Handling', 'Statutory Compliance', 'Human Resources|HR',
    'Organizational Development|Organisational Development',
  ],
  management: [
    'Project Management', 'Program Management|Programme Management', 'Product Management', 'Operations Management|Operations',
    'Team Management|Team Handling', 'People Management', 'Stakeholder Management', 'Change Management', 'Process Improvement',
    'Business Analysis', 'Requirements Gathering|Requirement Gathering|Requirement Analysis|Requirements Analysis', 'Strategic Planning|Strategy and Planning',
    'Business Process Management|BPM', 'Business Strategy', 'Quality Management', 'Quality Control', 'Resource Planning', 'Budget Management',
    'Risk Assessment', 'PMP', 'PRINCE2', 'Lean', 'Kaizen', 'Consulting', 'Client Management', 'Delivery Management', 'Release Management',
    'Incident Management', 'Service Delivery', 'Vendor Coordination', 'Contract Management', 'Cost Reduction', 'Process Mapping',
    'Root Cause Analysis', 'Reporting', 'Scheduling', 'Planning', 'Coordination', 'Administration', 'Office Administration',
  ],
  general: [
    'Communication|Communication Skills|Verbal Communication|Written Communication', 'Leadership', 'Teamwork|Team Work|Team Player',
    'Problem Solving|Problem-solving', 'Critical Thinking', 'Analytical Skills|Analytical', 'Time Management', 'Decision Making',
    'Presentation Skills|Presentations|Presentation', 'Interpersonal Skills', 'Adaptability', 'Creativity', 'Attention to Detail',
    'Multitasking|Multi-tasking', 'Mentoring|Coaching', 'Public Speaking', 'Conflict Resolution', 'Quick Learner|Fast Learner',
    'Self Motivated|Self-motivated', 'Research', 'Teaching', 'Customer Focus', 'Innovation', 'Organizational Skills|Organisational Skills',
    'Counseling|Counselling', 'First Aid', 'CPR', 'Patient Care', 'Nursing', 'Teaching', 'Curriculum Development', 'Lesson Planning',
    'Classroom Management', 'Legal Research', 'Contract Drafting', 'Litigation', 'Translation', 'Technical Writing', 'Editing',
  ],
}

/** Lists whose one-word entries are ordinary words too ("Sales", "Training"): counted outside a skills list only in longer forms. */
const BROAD = new Set(['sales', 'marketing', 'finance', 'hr', 'management', 'general', 'office'])

export type SkillEntry = { canonical: string; forms: string[]; strict: boolean; broad: boolean }

export const SKILLS: SkillEntry[] = Object.entries(LISTS).flatMap(([list, lines]) =>
  lines.map((line) => {
    const strict = line.startsWith('!')
    const forms = (strict ? line.slice(1) : line).split('|')
    return { canonical: forms[0] as string, forms, strict, broad: BROAD.has(list) }
  }),
)
