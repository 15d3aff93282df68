import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

// The spec's product layouts are their own: the site header, then the product's bar with its call to action,
// which the default layout does not have.
describe('product layouts', () => {
  it.each([
    ['/product/dart', 'dart', 'Sign in to dart', '/auth/login?redirect=/dart'],
    ['/product/find', 'find', 'Search bonds', '/find'],
    ['/product/mind', 'mind', 'See a preview', '/mind/preview'],
  ])('%s has its own bar with its call to action', async (path, product, action, target) => {
    await renderApp(path);
    const bar = await screen.findByRole('region', { name: `${product} product` });
    expect(within(bar).getByRole('link', { name: action })).toHaveAttribute('href', target);
    expect(document.querySelector('[data-layout]')).toHaveAttribute('data-layout', `product-${product}`);
  });

  it('leaves the default layout without a product bar', async () => {
    await renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: /product$/ })).toBeNull();
  });
});
