import { StaticPage } from './StaticPage';

export function TermsPage() {
  return (
    <StaticPage
      title="Terms of use"
      lead="The rules for using bondkit's website, products and APIs. Last updated 1 November 2026."
    >
      <h2>1. Who may use bondkit</h2>
      <p>
        bondkit is offered to registered market participants, their authorised staff and invited clients. You
        must be at least 18 years old and authorised by your firm to act on its behalf. Your firm's ops admin
        controls which users may sign in and with which roles.
      </p>
      <h2>2. Your account</h2>
      <p>
        Keep your password and one-time passwords to yourself. You are responsible for activity under your
        account until you tell us it has been compromised. We may suspend an account that is used to break
        these terms or the law.
      </p>
      <h2>3. Quotes, prices and trades</h2>
      <p>
        Quotes published on bondkit are indications of interest until a trade is confirmed by both
        counterparties and, where applicable, settled through the exchange's RFQ platform and its clearing
        corporation. Computed prices and yields are provided to help you; you remain responsible for checking
        the terms of every trade you enter.
      </p>
      <h2>4. Data and content</h2>
      <p>
        Market data, credit rationales and analyses on bondkit are for information only and are not investment
        advice. Some data comes from exchanges, depositories and rating agencies and is subject to their
        terms.
      </p>
      <h2>5. Acceptable use</h2>
      <p>
        Do not probe, scrape or overload the service, share access with people outside your firm, or use chat
        to send unlawful, abusive or misleading content. Automated access is allowed only through our
        documented APIs with your own credentials.
      </p>
      <h2>6. Liability</h2>
      <p>
        bondkit is provided with reasonable care and skill. To the extent the law allows, we are not liable
        for indirect losses, or for losses caused by market movements, exchange outages or information you did
        not check.
      </p>
      <h2>7. Changes and contact</h2>
      <p>
        We will tell you of material changes to these terms by email or in the product at least 15 days before
        they apply. Questions about these terms can be sent through the contact page.
      </p>
    </StaticPage>
  );
}
