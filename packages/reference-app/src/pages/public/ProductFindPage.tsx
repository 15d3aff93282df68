import { ProductPage } from './ProductPage';

const features = [
  {
    title: 'Every Indian bond',
    text: 'G-secs, state development loans, T-bills, PSU and corporate bonds, with their full terms, ratings and issuers.',
  },
  {
    title: 'Price it yourself',
    text: 'Enter a yield or a clean price and see the other, with accrued interest and consideration, using FIMMDA and SEBI conventions.',
  },
  {
    title: 'Cashflows and history',
    text: 'The cashflow schedule for any quantity, recent trades, and bonds from the same issuer.',
  },
  {
    title: 'Credit context',
    text: 'Credit rationales and information memoranda, ready to download.',
  },
] as const;

export function ProductFindPage() {
  return (
    <ProductPage
      product="find"
      title="Find any bond, understand it in a minute"
      lead="find is bondkit's security discovery: search by name, ISIN or issuer and get the terms, the price and the story behind the bond."
      features={features}
      callToAction={{ label: 'Search bonds', to: '/find' }}
    />
  );
}
