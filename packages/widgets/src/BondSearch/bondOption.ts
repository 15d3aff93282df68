import type { Bond } from '@bondkit/core';

/** The spec's label before an unlisted bond's name. */
const unlistedLabel = '(UNLISTED) ';
/** The spec's label before a matured bond's name. */
const maturedLabel = '(MATURED) ';
/** The bracketed suffix after the name of a bond whose ISIN is flagged disabled (the spec leaves the text open). */
const disabledIsinLabel = ' (ISIN DISABLED)';

/** A search result as the list shows it. */
export interface BondOption {
  bond: Bond;
  /** False for unlisted, matured and disabled-ISIN bonds: shown, never chosen. */
  selectable: boolean;
  /** '(UNLISTED) ', '(MATURED) ', both, or ''. */
  prefix: string;
  /** ' (ISIN DISABLED)' or ''. */
  suffix: string;
}

/** How the list shows `bond`: its labels and whether it can be chosen. */
export function toBondOption(bond: Bond): BondOption {
  const unlisted = !bond.contract_parameters.is_listed;
  const matured = bond.is_matured;
  const disabledIsin = bond.is_disabled_isin;
  return {
    bond,
    selectable: !unlisted && !matured && !disabledIsin,
    prefix: `${unlisted ? unlistedLabel : ''}${matured ? maturedLabel : ''}`,
    suffix: disabledIsin ? disabledIsinLabel : '',
  };
}

/** The full label text, as a screen reader and the input read it. */
export function bondOptionText(option: BondOption): string {
  return `${option.prefix}${option.bond.display_name}${option.suffix}`;
}
