import { ProductPage } from './ProductPage';

const features = [
  {
    title: 'Ask in plain language',
    text: 'Which AAA PSU bonds maturing in 2030 trade above the G-sec curve? mind answers with the bonds, the spreads and its sources.',
  },
  {
    title: 'Grounded in market data',
    text: 'Answers come from the same bond universe, trades and credit rationales as dart and find, not from guesswork.',
  },
  {
    title: 'Share your analysis',
    text: 'Publish a conversation as a public link for colleagues and clients.',
  },
  {
    title: 'Try it free',
    text: 'Market researchers start with a free trial; paid plans keep every conversation and add higher limits.',
  },
] as const;

export function ProductMindPage() {
  return (
    <ProductPage
      product="mind"
      title="mind: your AI analyst for Indian bonds"
      lead="An AI analyst for market researchers that reads the bond market with you: spreads, issuers, ratings and trades."
      features={features}
      callToAction={{ label: 'See a preview', to: '/mind/preview' }}
    />
  );
}
