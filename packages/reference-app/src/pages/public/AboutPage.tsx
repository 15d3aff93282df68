import { StaticPage } from './StaticPage';

export function AboutPage() {
  return (
    <StaticPage
      title="About bondkit"
      lead="We build the software India's bond market runs on: dealing, discovery and analysis in one place, and the same pieces for any firm to embed."
    >
      <h2>Why we exist</h2>
      <p>
        Most of India's corporate and government bond trading still happens over phone calls, chat groups and
        spreadsheets. Quotes are scattered, prices are worked out by hand with slightly different conventions,
        and a trade reaches the exchange's RFQ platform only after several retyped messages. bondkit puts the
        quote, the price, the negotiation and the exchange submission on one screen, with the market's
        conventions built in.
      </p>
      <h2>What we make</h2>
      <ul>
        <li>
          <strong>dart</strong>, the dealing workspace: public and private quote runs, RFQ quotes from NSE and
          BSE, automated trade tickets negotiated in chat, orders and inventory.
        </li>
        <li>
          <strong>find</strong>, security discovery: every listed G-sec, SDL, T-bill, PSU and corporate bond
          with its terms, cashflows, price history and credit rationale.
        </li>
        <li>
          <strong>mind</strong>, an AI analyst for market researchers, grounded in the same data.
        </li>
        <li>
          <strong>The bondkit SDK</strong>: the widgets behind these products (bond search, pricing input,
          quote sheet, quote form) for brokers and platforms to embed in their own portals.
        </li>
      </ul>
      <h2>How we work</h2>
      <p>
        Every price on bondkit comes from one pricing engine that follows FIMMDA's conventions for government
        securities and SEBI's uniform yield convention for corporate bonds, checked against independent
        reference calculations. The same engine prices in your browser and on our servers, so the number you
        see is the number that is sent.
      </p>
    </StaticPage>
  );
}
