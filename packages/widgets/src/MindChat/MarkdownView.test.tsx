import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './MarkdownView';
import type { RenderLink } from './markdownInline';

const renderLink: RenderLink = ({ href, children, key }) => (
  <a key={key} href={href}>
    {children}
  </a>
);

describe('MarkdownView headings', () => {
  it("puts an answer's shallowest heading at level 2 (under the page's title), whatever level it was written at", () => {
    const { unmount } = render(
      <MarkdownView
        text={'#### Convexity\n\nThe curvature of the price–yield relationship.'}
        renderLink={renderLink}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Convexity' })).toHaveAttribute('aria-level', '2');
    unmount();
    render(
      <MarkdownView
        text={'## Terms\n\n### Coupon\n\ntext\n\n### Maturity\n\ntext'}
        renderLink={renderLink}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Terms' })).toHaveAttribute('aria-level', '2');
    expect(screen.getByRole('heading', { name: 'Coupon' })).toHaveAttribute('aria-level', '3');
  });
});
