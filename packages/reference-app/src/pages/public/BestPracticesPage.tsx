import { StaticPage } from './StaticPage';

export function BestPracticesPage() {
  return (
    <StaticPage
      title="Best practices"
      lead="Habits that keep your trading fast, accurate and safe on bondkit."
    >
      <h2>Quoting</h2>
      <ul>
        <li>
          Quote by yield for liquid G-secs and by clean price for thinly traded or callable bonds, and say
          which is fixed.
        </li>
        <li>
          Check the settlement: T+1 is the market's default for corporate bonds; a T+0 trade must reach the
          exchange before its cut-off.
        </li>
        <li>
          State the quantum in lakh or crore of face value, and set a validity so stale quotes expire by
          themselves.
        </li>
      </ul>
      <h2>Negotiating</h2>
      <ul>
        <li>
          Keep negotiation inside the ticket's chat so the history, counter-prices and confirmations stay
          together.
        </li>
        <li>
          Before you confirm, re-read the consideration: clean price, accrued interest and total, to the
          paisa.
        </li>
      </ul>
      <h2>Security</h2>
      <ul>
        <li>Sign in with a one-time password on shared machines, and sign out when you leave.</li>
        <li>Never share exchange credentials in chat; your ops admin stores them encrypted in bondkit.</li>
        <li>
          Report anything unusual, such as a quote you did not send, to your compliance officer at once.
        </li>
      </ul>
    </StaticPage>
  );
}
