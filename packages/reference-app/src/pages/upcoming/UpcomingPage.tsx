import type { ReactNode } from 'react';

export interface UpcomingPageProps {
  title: string;
  /** What the page will hold, one sentence per item. */
  features: readonly string[];
  /** Which piece of work brings it. */
  arrivesWith: string;
  children?: ReactNode;
}

/**
 * A route whose page comes with a later piece of work. The route and its access rules are live now (who
 * may open it, who gets 401), and the page says plainly what will be here.
 */
export function UpcomingPage({ title, features, arrivesWith, children }: UpcomingPageProps) {
  return (
    <main className="app-page app-upcoming" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="app-upcoming__badge">Coming with {arrivesWith}</p>
      <p>This page is not built yet. You have access to it; when it arrives it will let you:</p>
      <ul>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {children}
    </main>
  );
}
