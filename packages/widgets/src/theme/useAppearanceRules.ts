import { useInsertionEffect, useMemo } from 'react';
import { appearanceRulesClassName, appearanceRulesCss } from './appearanceRules';
import type { AppearanceRules } from './appearanceRules';

/** The style elements of the rules in use, by class, with how many widget roots use each. */
const inserted = new Map<string, { element: HTMLStyleElement; users: number }>();

/**
 * The class that applies `rules` (undefined when there are none), with their CSS inserted into the
 * document's head while a widget uses it. Widgets with the same rules share one style element. Nothing is
 * inserted during server rendering: the rules apply from hydration on.
 */
export function useAppearanceRules(rules: AppearanceRules | undefined): string | undefined {
  const key = rules === undefined ? '' : JSON.stringify(rules);
  const styling = useMemo(() => {
    if (key === '') return undefined;
    const parsed = JSON.parse(key) as AppearanceRules;
    const className = appearanceRulesClassName(parsed);
    const css = appearanceRulesCss(parsed, className);
    return css === '' ? undefined : { className, css };
  }, [key]);

  useInsertionEffect(() => {
    if (styling === undefined || typeof document === 'undefined') return;
    let entry = inserted.get(styling.className);
    if (entry === undefined) {
      const element = document.createElement('style');
      element.setAttribute('data-bk-rules', styling.className);
      element.textContent = styling.css;
      document.head.appendChild(element);
      entry = { element, users: 0 };
      inserted.set(styling.className, entry);
    }
    entry.users += 1;
    const used = entry;
    return () => {
      used.users -= 1;
      if (used.users > 0) return;
      used.element.remove();
      inserted.delete(styling.className);
    };
  }, [styling]);

  return styling?.className;
}
