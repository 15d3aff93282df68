import { Link } from 'react-router-dom';

/** Each product layout's own header: the product's name, what it is in a line, and its one way in. */
const products = {
  'product-dart': {
    name: 'dart',
    line: 'The dealing workspace',
    callToAction: { label: 'Sign in to dart', to: '/auth/login?redirect=/dart' },
  },
  'product-find': {
    name: 'find',
    line: 'Every Indian bond, priced',
    callToAction: { label: 'Search bonds', to: '/find' },
  },
  'product-mind': {
    name: 'mind',
    line: 'An AI analyst for the bond market',
    callToAction: { label: 'See a preview', to: '/mind/preview' },
  },
} as const;

export type ProductLayoutName = keyof typeof products;

/**
 * The bar under the site header on a product page (the spec's own product layouts): it stays at the top as the
 * page scrolls, so the call to action is always one click away.
 */
export function ProductBar({ layout }: { layout: ProductLayoutName }) {
  const product = products[layout];
  return (
    <div
      className={`app-product-bar app-product-bar--${product.name}`}
      role="region"
      aria-label={`${product.name} product`}
    >
      <span className="app-product-bar__name">{product.name}</span>
      <span className="app-product-bar__line">{product.line}</span>
      <Link className="app-button app-button--primary app-product-bar__action" to={product.callToAction.to}>
        {product.callToAction.label}
      </Link>
    </div>
  );
}
