/** Words that end or mark a company name ("… Pvt Ltd", "… Technologies", "… Inc."). */
export const COMPANY_SUFFIX = new RegExp(
  `(?<![A-Za-z])(?:${[
    'Pvt\\.?\\s*Ltd', 'Private Limited', 'Pvt', 'Ltd', 'Limited', 'Inc', 'Incorporated', 'LLC', 'L\\.L\\.C', 'LLP', 'LP', 'PLC', 'Corp',
    'Corporation', 'Co\\.', 'Company', 'GmbH', 'AG', 'S\\.A', 'SA', 'BV', 'B\\.V', 'NV', 'Pty', 'PTE', 'Group', 'Holdings',
    'Technologies', 'Technology', 'Tech', 'Technosoft', 'Solutions', 'Systems', 'Services', 'Software', 'Softwares', 'Infotech',
    'Infosystems', 'Infoway', 'Consulting', 'Consultancy', 'Consultants', 'Labs', 'Enterprises', 'Industries', 'Associates',
    'Bank', 'Financial', 'Insurance', 'Motors', 'Pharmaceuticals', 'Pharma', 'Healthcare', 'Hospital', 'Hospitals', 'Foundation',
    'Networks', 'Communications', 'Telecom', 'Media', 'Studios', 'Global', 'International', 'Retail', 'Logistics', 'Exports',
    'Ventures', 'Capital', 'Partners', 'Agency', 'Trust', 'Society', 'Council', 'Department', 'Ministry', 'Authority', 'Analytics',
  ].join('|')})\\.?(?![A-Za-z])`,
)

/** Well-known employers by a single name, which carry no suffix. Curated list of large firms. */
export const KNOWN_COMPANIES = [
  'Accenture', 'Infosys', 'Wipro', 'TCS', 'Tata Consultancy Services', 'Cognizant', 'Capgemini', 'HCL', 'Tech Mahindra', 'IBM',
  'Oracle', 'SAP', 'Microsoft', 'Google', 'Amazon', 'Apple', 'Meta', 'Facebook', 'Deloitte', 'KPMG', 'EY', 'Ernst & Young',
  'PwC', 'PricewaterhouseCoopers', 'Genpact', 'Mphasis', 'Mindtree', 'L&T Infotech', 'LTI', 'Hexaware', 'Syntel', 'iGate',
  'Cisco', 'Intel', 'Dell', 'HP', 'Hewlett Packard', 'Adobe', 'Salesforce', 'VMware', 'Qualcomm', 'Samsung', 'Siemens', 'Bosch',
  'Ericsson', 'Nokia', 'Honeywell', 'GE', 'General Electric', 'Philips', 'Flipkart', 'Paytm', 'Amdocs', 'Atos', 'DXC', 'NTT Data',
  'Virtusa', 'Zensar', 'Persistent', 'Cyient', 'Sapient', 'Publicis Sapient', 'Ericsson', 'Vodafone', 'Airtel', 'Reliance', 'Jio',
  'ICICI', 'HDFC', 'Axis Bank', 'SBI', 'Citi', 'Citibank', 'JPMorgan', 'J.P. Morgan', 'Goldman Sachs', 'Morgan Stanley', 'Barclays',
  'HSBC', 'Standard Chartered', 'Wells Fargo', 'Bank of America', 'American Express', 'Walmart', 'Target', 'Starbucks', 'McDonald\'s',
  'Uber', 'Ola', 'Swiggy', 'Zomato', 'Byju\'s', 'Netflix', 'LinkedIn', 'Twitter', 'Yahoo', 'eBay', 'PayPal', 'Visa', 'Mastercard',
  'Verizon', 'AT&T', 'Comcast', 'Boeing', 'Lockheed Martin', 'Infor', 'Unisys', 'CSC', 'Mahindra', 'Tata', 'Godrej', 'Larsen & Toubro',
  'Hindustan Unilever', 'Unilever', 'Procter & Gamble', 'P&G', 'Nestle', 'PepsiCo', 'Coca-Cola', 'Cipla', 'Ranbaxy', 'Biocon',
  'Sutherland', 'Concentrix', 'Teleperformance', 'Convergys', 'WNS', 'EXL', 'Firstsource', 'Hinduja Global Solutions', 'Trigent',
]
