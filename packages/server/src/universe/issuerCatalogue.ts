/** The states and union territories that issue state development loans, with the ISIN state code. */
export const sdlStates: readonly { code: string; name: string; isinCode: string }[] = [
  { code: 'MH', name: 'Maharashtra', isinCode: '22' },
  { code: 'TN', name: 'Tamil Nadu', isinCode: '31' },
  { code: 'KA', name: 'Karnataka', isinCode: '19' },
  { code: 'GJ', name: 'Gujarat', isinCode: '15' },
  { code: 'UP', name: 'Uttar Pradesh', isinCode: '33' },
  { code: 'WB', name: 'West Bengal', isinCode: '34' },
  { code: 'RJ', name: 'Rajasthan', isinCode: '29' },
  { code: 'AP', name: 'Andhra Pradesh', isinCode: '10' },
  { code: 'TS', name: 'Telangana', isinCode: '45' },
  { code: 'KL', name: 'Kerala', isinCode: '20' },
  { code: 'MP', name: 'Madhya Pradesh', isinCode: '21' },
  { code: 'HR', name: 'Haryana', isinCode: '16' },
  { code: 'PB', name: 'Punjab', isinCode: '28' },
  { code: 'BR', name: 'Bihar', isinCode: '13' },
  { code: 'OD', name: 'Odisha', isinCode: '27' },
  { code: 'AS', name: 'Assam', isinCode: '12' },
  { code: 'JH', name: 'Jharkhand', isinCode: '42' },
  { code: 'CG', name: 'Chhattisgarh', isinCode: '43' },
  { code: 'UK', name: 'Uttarakhand', isinCode: '44' },
  { code: 'HP', name: 'Himachal Pradesh', isinCode: '17' },
  { code: 'GA', name: 'Goa', isinCode: '14' },
  { code: 'JK', name: 'Jammu and Kashmir', isinCode: '18' },
];

/** Fictional public-sector issuers (demo data: no real company is meant). */
export const psuIssuerNames: readonly { name: string; sector: string }[] = [
  { name: 'Bharat Urja Nigam', sector: 'Power' },
  { name: 'Rashtriya Awas Vitta Nigam', sector: 'Housing Finance' },
  { name: 'Desh Rail Finance Corporation', sector: 'Railways' },
  { name: 'National Highways Development Finance', sector: 'Infrastructure' },
  { name: 'Gramin Vikas Bank of India', sector: 'Development Finance' },
  { name: 'Sagarmala Port Finance', sector: 'Ports' },
  { name: 'Jal Shakti Infrastructure Corporation', sector: 'Infrastructure' },
  { name: 'Bharat Gas Pipeline Corporation', sector: 'Oil and Gas' },
  { name: 'Rural Vidyut Finance Company', sector: 'Power' },
  { name: 'Indian Export Credit Bank', sector: 'Development Finance' },
  { name: 'Laghu Udyog Vikas Bank', sector: 'Development Finance' },
  { name: 'Bharat Telecom Nigam', sector: 'Telecom' },
  { name: 'National Hydro Urja Corporation', sector: 'Power' },
  { name: 'Shahari Vikas Finance Corporation', sector: 'Housing Finance' },
  { name: 'Desh Petroleum Corporation', sector: 'Oil and Gas' },
];

/** Words fictional company names are built from. */
export const companyNamePrefixes: readonly string[] = [
  'Aravali',
  'Sahyadri',
  'Nilgiri',
  'Vindhya',
  'Konark',
  'Ajanta',
  'Ellora',
  'Hampi',
  'Tapti',
  'Godavari',
  'Krishna',
  'Ganga',
  'Yamuna',
  'Chambal',
  'Malabar',
  'Coromandel',
  'Deccan',
  'Kalinga',
  'Magadh',
  'Avadh',
  'Mewar',
  'Saurashtra',
  'Kutch',
  'Konkan',
  'Vidarbha',
  'Shivalik',
  'Satpura',
  'Palghat',
  'Nandi',
  'Garuda',
  'Suryoday',
  'Chandra',
  'Himgiri',
  'Doaba',
  'Terai',
  'Sindhu',
  'Mahanadi',
  'Sabarmati',
  'Periyar',
  'Kosi',
];

/** Company kinds: the name's last words, the issuer type and the sector. */
export const companyKinds: readonly {
  words: string;
  issuerType: 'BANK' | 'NBFC' | 'CORPORATE';
  sector: string;
}[] = [
  { words: 'Power', issuerType: 'CORPORATE', sector: 'Power' },
  { words: 'Infra Projects', issuerType: 'CORPORATE', sector: 'Infrastructure' },
  { words: 'Steel', issuerType: 'CORPORATE', sector: 'Metals' },
  { words: 'Cement', issuerType: 'CORPORATE', sector: 'Cement' },
  { words: 'Housing Finance', issuerType: 'NBFC', sector: 'Housing Finance' },
  { words: 'Finance', issuerType: 'NBFC', sector: 'NBFC' },
  { words: 'Capital', issuerType: 'NBFC', sector: 'NBFC' },
  { words: 'Microfinance', issuerType: 'NBFC', sector: 'Microfinance' },
  { words: 'Motors', issuerType: 'CORPORATE', sector: 'Automobiles' },
  { words: 'Chemicals', issuerType: 'CORPORATE', sector: 'Chemicals' },
  { words: 'Pharma', issuerType: 'CORPORATE', sector: 'Pharmaceuticals' },
  { words: 'Telecom', issuerType: 'CORPORATE', sector: 'Telecom' },
  { words: 'Logistics', issuerType: 'CORPORATE', sector: 'Logistics' },
  { words: 'Renewables', issuerType: 'CORPORATE', sector: 'Renewable Energy' },
  { words: 'Realty', issuerType: 'CORPORATE', sector: 'Real Estate' },
  { words: 'Agro Industries', issuerType: 'CORPORATE', sector: 'Agriculture' },
  { words: 'Small Finance Bank', issuerType: 'BANK', sector: 'Banking' },
  { words: 'Co-operative Bank', issuerType: 'BANK', sector: 'Banking' },
];

/** Rating agencies, as they prefix a rating. */
export const ratingAgencies: readonly string[] = ['CRISIL', 'ICRA', 'CARE', 'IND', 'BWR', 'ACUITE'];

/** Long-term rating scale, best first, with the spread over G-secs (percent) each commands. */
export const ratingSpreads: readonly { grade: string; spread: number; weight: number }[] = [
  { grade: 'AAA', spread: 0.75, weight: 26 },
  { grade: 'AA+', spread: 1.1, weight: 14 },
  { grade: 'AA', spread: 1.4, weight: 14 },
  { grade: 'AA-', spread: 1.8, weight: 11 },
  { grade: 'A+', spread: 2.4, weight: 9 },
  { grade: 'A', spread: 2.9, weight: 8 },
  { grade: 'A-', spread: 3.4, weight: 6 },
  { grade: 'BBB+', spread: 4.5, weight: 5 },
  { grade: 'BBB', spread: 5.5, weight: 4 },
  { grade: 'BBB-', spread: 6.5, weight: 2 },
  { grade: 'BB', spread: 8, weight: 1 },
];

/** A credit rationale for an issuer, marked as demo text (it describes no real company). */
export function demoCreditRationale(
  issuer: { name: string; sector: string; issuerType: string },
  rating: string | null,
): string {
  // In words: a sovereign issuer's rating code (SOVEREIGN) never reaches the page as a code.
  const ratingText =
    rating === null || rating === 'SOVEREIGN' ? 'The sovereign standing' : `The rating of ${rating}`;
  return [
    '[DEMO TEXT: generated for the bondkit demo; it describes no real issuer and is not a credit opinion.]',
    `${ratingText} reflects ${issuer.name}'s established position in ${issuer.sector.toLowerCase()}, adequate capitalisation and diversified funding.`,
    'Key strengths: stable cash flows, prudent leverage and access to bank and capital-market funding.',
    'Key risks: sensitivity to interest rates, concentration in its core segment and regulatory change.',
    'Outlook: Stable. The outlook could change on a sustained shift in profitability or gearing.',
  ].join('\n\n');
}
