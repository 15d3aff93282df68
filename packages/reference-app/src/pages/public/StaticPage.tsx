import type { ReactNode } from 'react';

export interface StaticPageProps {
  title: string;
  /** One sentence under the title. */
  lead?: string;
  children: ReactNode;
}

/** The frame of every static page: one h1, a lead paragraph, readable line length. */
export function StaticPage({ title, lead, children }: StaticPageProps) {
  return (
    <main className="app-page app-static" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {lead ? <p className="app-static__lead">{lead}</p> : null}
      {children}
    </main>
  );
}
