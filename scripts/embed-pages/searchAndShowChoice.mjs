// BondSearch with the chosen bond shown by the page (the harness waits for it).
import { createElement as h, useState } from 'react';
import { BondSearch } from '@bondkit/widgets/bond-search';

export function SearchAndShowChoice() {
  const [bond, setBond] = useState(null);
  return h(
    'main',
    null,
    h(BondSearch, { value: bond, onValueChange: (chosen) => setBond(chosen) }),
    bond === null ? null : h('p', { role: 'status' }, `Chosen ${bond.identifiers.ISIN}`),
  );
}
