import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface ProductFeature {
  title: string;
  text: string;
}

export interface ProductPageProps {
  product: 'dart' | 'find' | 'mind';
  title: string;
  lead: string;
  features: readonly ProductFeature[];
  callToAction: { label: string; to: string };
  children?: ReactNode;
}

/** The shared shape of the three product pages: a headline, what it does, and one way in. */
export function ProductPage({ product, title, lead, features, callToAction, children }: ProductPageProps) {
  return (
    <main className={`app-page app-product app-product--${product}`} aria-labelledby="page-title">
      <header className="app-product__hero">
        <p className="app-product__name">{product}</p>
        <h1 id="page-title">{title}</h1>
        <p className="app-static__lead">{lead}</p>
        <Link className="app-button app-button--primary" to={callToAction.to}>
          {callToAction.label}
        </Link>
      </header>
      <section aria-labelledby="features-title">
        <h2 id="features-title">What you can do</h2>
        <ul className="app-feature-grid">
          {features.map((feature) => (
            <li key={feature.title} className="app-feature">
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
      {children}
    </main>
  );
}
