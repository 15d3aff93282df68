import type { ReactNode } from 'react';
import '@bondkit/widgets/styles.css';

export const metadata = { title: 'Partner desk (Next.js)' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
