import { Link } from 'react-router-dom';

/** The footer of the public pages: products, company and policies. */
export function SiteFooter() {
  return (
    <footer className="app-footer">
      <nav aria-label="Footer" className="app-footer__columns">
        <div>
          <h2>Products</h2>
          <Link to="/product/dart">dart</Link>
          <Link to="/product/find">find</Link>
          <Link to="/product/mind">mind</Link>
        </div>
        <div>
          <h2>Company</h2>
          <Link to="/about">About</Link>
          <Link to="/contact">Contact</Link>
          <Link to="/best-practices">Best practices</Link>
        </div>
        <div>
          <h2>Policies</h2>
          <Link to="/terms">Terms</Link>
          <Link to="/privacy">Privacy</Link>
          <Link to="/data-security">Data security</Link>
          <Link to="/chat-policy">Chat policy</Link>
        </div>
      </nav>
      <p className="app-footer__note">bondkit · a reference platform for India's bond market</p>
    </footer>
  );
}
