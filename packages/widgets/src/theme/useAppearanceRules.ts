import { useInsertionEffect } from 'react';
import { appearanceRulesClassName } from './appearanceRuleTypes';
import type { AppearanceRules } from './appearanceRuleTypes';

/** The style elements of the rules in use, by class, with how many widget roots use each. */
const inserted = new Map<string, { element: HTMLStyleElement; users: number }>();

/**
 * The class that applies `rules` (undefined when there are none), with their CSS in a style element in the
 * document's head while a widget uses it; widgets with the same rules share one. The CSS generator loads on
 * first use, so an embed without rules does not ship it: the rules apply a moment after the first render,
 * and from hydration on in a server-rendered page.
 */
export function useAppearanceRules(rules: AppearanceRules | undefined): string | undefined {
  const text = rules === undefined || Object.keys(rules).length === 0 ? '' : JSON.stringify(rules);
  const className = text === '' ? undefined : appearanceRulesClassName(text);

  useInsertionEffect(() => {
    if (className === undefined || typeof document === 'undefined') return;
    let entry = inserted.get(className);
    if (entry === undefined) {
      const element = document.createElement('style');
      element.setAttribute('data-bk-rules', className);
      document.head.appendChild(element);
      entry = { element, users: 0 };
      inserted.set(className, entry);
      const filled = element;
      void import('./appearanceRules').then(({ appearanceRulesCss }) => {
        filled.textContent = appearanceRulesCss(JSON.parse(text) as AppearanceRules, className);
      });
    }
    entry.users += 1;
    const used = entry;
    return () => {
      used.users -= 1;
      if (used.users > 0) return;
      used.element.remove();
      inserted.delete(className);
    };
  }, [className, text]);

  return className;
}
