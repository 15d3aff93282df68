import { Link } from 'react-router-dom';
import type { RenderLink } from '@bondkit/widgets/mind-chat';

/** MindChat's links through the router: `/security/{id}` opens in the app without a reload. */
export const routerLink: RenderLink = ({ href, children, key }) =>
  href.startsWith('/') ? (
    <Link key={key} to={href}>
      {children}
    </Link>
  ) : (
    <a key={key} href={href} rel="noreferrer" target="_blank">
      {children}
    </a>
  );
