/** A small gazetteer: regions (Indian states and territories, US states, Canadian provinces, countries) and major cities. */
export const INDIAN_STATES = [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh',
  'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha',
  'Orissa', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
  'Delhi', 'New Delhi', 'Jammu and Kashmir', 'Jammu & Kashmir', 'Ladakh', 'Puducherry', 'Pondicherry', 'Chandigarh', 'NCR', 'Delhi NCR',
]
export const US_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky',
  LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi',
  MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont',
  VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', DC: 'District of Columbia',
}
export const OTHER_REGIONS = [
  'Ontario', 'Quebec', 'British Columbia', 'Alberta', 'Manitoba', 'Nova Scotia', 'New South Wales', 'Victoria', 'Queensland',
  'England', 'Scotland', 'Wales', 'Ile-de-France', 'Bavaria', 'Dubai', 'Abu Dhabi', 'Sindh', 'Punjab',
]
export const COUNTRIES = [
  'India', 'USA', 'U.S.A', 'US', 'United States', 'United States of America', 'UK', 'U.K', 'United Kingdom', 'Canada', 'Australia',
  'New Zealand', 'Germany', 'France', 'Netherlands', 'Belgium', 'Switzerland', 'Austria', 'Italy', 'Spain', 'Portugal', 'Ireland',
  'Sweden', 'Norway', 'Denmark', 'Finland', 'Poland', 'Ukraine', 'Russia', 'Romania', 'Czech Republic', 'Hungary', 'Greece', 'Turkey',
  'Israel', 'UAE', 'United Arab Emirates', 'Saudi Arabia', 'Qatar', 'Kuwait', 'Oman', 'Bahrain', 'Egypt', 'South Africa', 'Nigeria',
  'Kenya', 'Ghana', 'Singapore', 'Malaysia', 'Indonesia', 'Philippines', 'Thailand', 'Vietnam', 'China', 'Hong Kong', 'Japan',
  'South Korea', 'Korea', 'Taiwan', 'Pakistan', 'Bangladesh', 'Sri Lanka', 'Nepal', 'Brazil', 'Mexico', 'Argentina', 'Chile',
  'Colombia', 'Peru',
]
export const CITIES = [
  // India
  'Bangalore', 'Bengaluru', 'Mumbai', 'Bombay', 'Navi Mumbai', 'Thane', 'Pune', 'Hyderabad', 'Secunderabad', 'Chennai', 'Madras',
  'Kolkata', 'Calcutta', 'Delhi', 'New Delhi', 'Noida', 'Greater Noida', 'Gurgaon', 'Gurugram', 'Faridabad', 'Ghaziabad', 'Ahmedabad',
  'Gandhinagar', 'Surat', 'Vadodara', 'Baroda', 'Rajkot', 'Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Lucknow', 'Kanpur', 'Agra',
  'Varanasi', 'Allahabad', 'Prayagraj', 'Meerut', 'Indore', 'Bhopal', 'Gwalior', 'Jabalpur', 'Nagpur', 'Nashik', 'Aurangabad',
  'Kolhapur', 'Solapur', 'Coimbatore', 'Madurai', 'Trichy', 'Tiruchirappalli', 'Salem', 'Vellore', 'Kochi', 'Cochin', 'Ernakulam',
  'Thiruvananthapuram', 'Trivandrum', 'Kozhikode', 'Calicut', 'Thrissur', 'Mysore', 'Mysuru', 'Mangalore', 'Mangaluru', 'Hubli',
  'Belgaum', 'Visakhapatnam', 'Vizag', 'Vijayawada', 'Guntur', 'Tirupati', 'Warangal', 'Bhubaneswar', 'Cuttack', 'Patna', 'Ranchi',
  'Jamshedpur', 'Dhanbad', 'Guwahati', 'Shillong', 'Chandigarh', 'Mohali', 'Ludhiana', 'Amritsar', 'Jalandhar', 'Dehradun',
  'Shimla', 'Jammu', 'Srinagar', 'Raipur', 'Bhilai', 'Goa', 'Panaji', 'Pondicherry', 'Puducherry', 'Hassan', 'Manipal', 'Udupi',
  // USA
  'New York', 'Los Angeles', 'Chicago', 'Houston', 'Phoenix', 'Philadelphia', 'San Antonio', 'San Diego', 'Dallas', 'San Jose',
  'Austin', 'Jacksonville', 'San Francisco', 'Columbus', 'Fort Worth', 'Indianapolis', 'Charlotte', 'Seattle', 'Denver',
  'Washington', 'Boston', 'Nashville', 'Detroit', 'Portland', 'Las Vegas', 'Memphis', 'Louisville', 'Baltimore', 'Milwaukee',
  'Albuquerque', 'Tucson', 'Fresno', 'Sacramento', 'Atlanta', 'Miami', 'Orlando', 'Tampa', 'Minneapolis', 'Cleveland', 'Pittsburgh',
  'St. Louis', 'Cincinnati', 'Kansas City', 'Raleigh', 'Salt Lake City', 'Palo Alto', 'Mountain View', 'Sunnyvale', 'Santa Clara',
  'Redmond', 'Irvine', 'Newark', 'Jersey City', 'Princeton', 'Hartford', 'Richmond', 'Buffalo', 'Rochester', 'Omaha', 'Tulsa',
  // elsewhere
  'London', 'Manchester', 'Birmingham', 'Leeds', 'Liverpool', 'Bristol', 'Sheffield', 'Newcastle', 'Nottingham', 'Leicester', 'Cardiff',
  'Belfast', 'Cambridge', 'Oxford', 'Edinburgh', 'Glasgow', 'Dublin', 'Cork', 'Paris', 'Berlin', 'Munich', 'Frankfurt', 'Hamburg',
  'Amsterdam', 'Rotterdam', 'Brussels', 'Zurich', 'Geneva', 'Vienna', 'Rome', 'Milan', 'Madrid', 'Barcelona', 'Lisbon', 'Stockholm',
  'Oslo', 'Copenhagen', 'Helsinki', 'Warsaw', 'Prague', 'Budapest', 'Kyiv', 'Kiev', 'Odesa', 'Odessa', 'Kharkiv', 'Lviv', 'Moscow',
  'Istanbul', 'Tel Aviv', 'Dubai', 'Abu Dhabi', 'Sharjah', 'Doha', 'Riyadh', 'Jeddah', 'Muscat', 'Kuwait City', 'Cairo', 'Lagos',
  'Nairobi', 'Johannesburg', 'Cape Town', 'Singapore', 'Kuala Lumpur', 'Jakarta', 'Manila', 'Bangkok', 'Ho Chi Minh City', 'Hanoi',
  'Beijing', 'Shanghai', 'Shenzhen', 'Hong Kong', 'Tokyo', 'Osaka', 'Seoul', 'Taipei', 'Sydney', 'Melbourne', 'Brisbane', 'Perth',
  'Auckland', 'Toronto', 'Vancouver', 'Montreal', 'Calgary', 'Ottawa', 'Karachi', 'Lahore', 'Islamabad', 'Dhaka', 'Colombo',
  'Kathmandu', 'Sao Paulo', 'Mexico City', 'Buenos Aires',
]
