import { Link } from 'react-router-dom';

/** `/` for visitors. Signed-in users are sent to their home route before this renders. */
export function LandingPage() {
  return (
    <main className="app-landing" aria-labelledby="page-title">
      <section className="app-landing__hero">
        <h1 id="page-title">India's bond market, on one screen</h1>
        <p className="app-static__lead">
          bondkit brings quotes, pricing, negotiation and exchange RFQ together for dealers, brokers and their
          clients, with FIMMDA and SEBI conventions built in.
        </p>
        <div className="app-landing__actions">
          <Link className="app-button app-button--primary" to="/auth/login">
            Sign in
          </Link>
          <Link className="app-button" to="/find">
            Search bonds
          </Link>
        </div>
      </section>
      <section aria-labelledby="products-title" className="app-landing__products">
        <h2 id="products-title">Three products, one market</h2>
        <ul className="app-feature-grid">
          <li className="app-feature">
            <h3>
              <Link to="/product/dart">dart</Link>
            </h3>
            <p>
              The dealing workspace: public and private runs, RFQ on NSE and BSE, automated trade tickets.
            </p>
          </li>
          <li className="app-feature">
            <h3>
              <Link to="/product/find">find</Link>
            </h3>
            <p>Security discovery: every bond's terms, price, cashflows, trades and credit rationale.</p>
          </li>
          <li className="app-feature">
            <h3>
              <Link to="/product/mind">mind</Link>
            </h3>
            <p>An AI analyst for market researchers, grounded in the same data.</p>
          </li>
        </ul>
      </section>
      <section aria-labelledby="sdk-title" className="app-landing__sdk">
        <h2 id="sdk-title">Build on bondkit</h2>
        <p>
          The widgets behind these products are an SDK: embed bond search, the pricing input or a live quote
          sheet in your own portal with a few lines of React.
        </p>
      </section>
    </main>
  );
}
