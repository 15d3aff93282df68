import { StaticPage } from './StaticPage';

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy policy"
      lead="What personal data bondkit collects, why, how long we keep it and the choices you have, in line with India's Digital Personal Data Protection Act, 2023."
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          Identity and contact details you or your firm give us: name, email, mobile number, PAN and firm
          details.
        </li>
        <li>
          Account activity: sign-ins, quotes, trades, orders, inventory and chat messages within the product.
        </li>
        <li>
          Technical data: device and browser type, IP address, and campaign (utm_) parameters of the link you
          used.
        </li>
      </ul>
      <h2>Why we use it</h2>
      <ul>
        <li>To provide the service: sign-in, onboarding, trading workflows and exchange submissions.</li>
        <li>
          To meet legal and regulatory duties, including record keeping for trades and surveillance by your
          firm.
        </li>
        <li>To keep bondkit secure and to improve it. We do not sell personal data.</li>
      </ul>
      <h2>Who sees it</h2>
      <p>
        Your counterparties see what you send them. Your firm's compliance officers can review trading chats.
        We share data with exchanges and clearing corporations when you submit trades, and with service
        providers who host or support bondkit under contract.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Trade and communication records are kept for the periods securities law requires (at least eight
        years). Other data is deleted or anonymised when your account closes, unless the law requires us to
        keep it.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask to see, correct or erase your personal data and to withdraw consent where processing
        relies on it. Write to our grievance officer through the contact page; we answer within 30 days.
      </p>
    </StaticPage>
  );
}
