// A server component: it imports the widgets directly (their modules are client components) and themes
// them through CSS variables on an ancestor, which reach the portalled listbox too.
import type { CSSProperties } from 'react';
import { BondSearch } from '@bondkit/widgets/bond-search';
import { PricingInput } from '@bondkit/widgets/pricing-input';
import { BondkitClientProvider } from './BondkitClientProvider';

const apiBase = process.env.NEXT_PUBLIC_BONDKIT_API ?? 'http://localhost:8080/';

const brand = {
  '--bk-color-primary': '#b4236c',
  '--bk-color-background': '#fff7fb',
  '--bk-color-surface': '#fdeef6',
  '--bk-color-text': '#3b0a24',
  '--bk-radius-medium': '2px',
  padding: 24,
  maxWidth: 560,
} as CSSProperties;

export default function Page() {
  return (
    <main className="partner-brand" style={brand}>
      <h1>Find a bond</h1>
      <BondkitClientProvider apiBase={apiBase}>
        <BondSearch />
        <PricingInput />
      </BondkitClientProvider>
    </main>
  );
}
