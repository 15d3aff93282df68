import { useState } from 'react';
import type { BondCategory } from '@bondkit/core';
import { codeLabel } from './bondLabels';

export interface CategoryFiltersProps {
  categories: readonly BondCategory[];
  /** Chosen values by category key; a category without values is not filtered. */
  selected: Record<string, string[]>;
  onChange: (selected: Record<string, string[]>) => void;
}

/** One group of checkboxes per category (rating, issuer type, ...), each collapsible. */
export function CategoryFilters({ categories, selected, onChange }: CategoryFiltersProps) {
  // On a phone the filters start folded so the bonds come first; beside the list they start open.
  const [startOpen] = useState(
    () => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 900px)').matches,
  );
  if (categories.length === 0) return null;
  function toggle(key: string, value: string, checked: boolean) {
    const current = selected[key] ?? [];
    const next = checked ? [...current, value] : current.filter((item) => item !== value);
    const { [key]: _removed, ...rest } = selected;
    onChange(next.length > 0 ? { ...rest, [key]: next } : rest);
  }
  const activeCount = Object.values(selected).reduce((sum, values) => sum + values.length, 0);
  return (
    <aside className="app-filters" aria-label="Filters">
      <details className="app-filters__all" open={startOpen}>
        <summary className="app-filters__head">
          <h2>Filters{activeCount > 0 ? ` (${activeCount})` : ''}</h2>
          {activeCount > 0 ? (
            <button type="button" className="app-link-button" onClick={() => onChange({})}>
              Clear
            </button>
          ) : null}
        </summary>
        {categories.map((category) => (
          <details key={category.key} className="app-filters__group" open>
            <summary>{category.label}</summary>
            <fieldset>
              <legend className="app-visually-hidden">{category.label}</legend>
              {category.values.map((value) => (
                <label key={value} className="app-checkbox">
                  <input
                    type="checkbox"
                    checked={(selected[category.key] ?? []).includes(value)}
                    onChange={(event) => toggle(category.key, value, event.target.checked)}
                  />{' '}
                  {codeLabel(category.key, value)}
                </label>
              ))}
            </fieldset>
          </details>
        ))}
      </details>
    </aside>
  );
}
