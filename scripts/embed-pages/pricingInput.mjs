// PricingInput pricing in the page with a bond's terms (the engine loads as it mounts) and the minimal provider,
// as the README's PricingInput section shows it.
import { createElement as h } from 'react';
import { BondkitProvider } from '@bondkit/widgets/provider';
import { PricingInput } from '@bondkit/widgets/pricing-input';
import '@bondkit/widgets/tokens.css';
import '@bondkit/widgets/pricing-input.css';
import { renderPage } from './page.mjs';

// 7.18% GS 2033.
const terms = { couponRate: 7.18, frequency: 2, maturityDate: '2033-08-14', convention: 'GSEC' };

renderPage(
  h(
    BondkitProvider,
    { client: null, soundPlayer: null },
    h(PricingInput, { bondTerms: terms, onValueChange: (value) => console.log(value?.cleanPrice) }),
  ),
);
