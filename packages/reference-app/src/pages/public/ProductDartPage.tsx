import { ProductPage } from './ProductPage';

const features = [
  {
    title: 'Public and private runs',
    text: 'See quotes published in the market and the quotes your network sends you in chat, side by side, updating live.',
  },
  {
    title: 'RFQ on NSE and BSE',
    text: "View live exchange RFQ quotes and place trades on both exchanges' request-for-quote platforms from the same screen.",
  },
  {
    title: 'Automated tickets',
    text: 'Negotiate in chat while bondkit keeps the ticket: counter-prices, consideration to the paisa, confirmations and broker details.',
  },
  {
    title: 'Orders and inventory',
    text: 'Every accepted quote becomes an order; holdings are valued at current prices and can be offered to the market in one click.',
  },
] as const;

export function ProductDartPage() {
  return (
    <ProductPage
      product="dart"
      title="Deal bonds from a single screen"
      lead="dart is the trading workspace for dealers and brokers in India's bond market: quote, negotiate and execute with the market's conventions built in."
      features={features}
      callToAction={{ label: 'Sign in to dart', to: '/auth/login?redirect=/dart' }}
    />
  );
}
