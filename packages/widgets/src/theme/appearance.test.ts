import { describe, expect, it } from 'vitest';
import { appearanceStyle, cssVariableName, mergeAppearance, themeClassName } from './appearance';
import { appearanceRulesCss } from './appearanceRules';
import { appearanceRulesClassName } from './appearanceRuleTypes';
import type { AppearanceRules } from './appearanceRuleTypes';

describe('appearance', () => {
  it('maps camelCase keys onto --bk-kebab-case variables', () => {
    expect(cssVariableName('colorPrimary')).toBe('--bk-color-primary');
    expect(cssVariableName('colorTextMuted')).toBe('--bk-color-text-muted');
    expect(cssVariableName('fontFamilyNumeric')).toBe('--bk-font-family-numeric');
    expect(cssVariableName('space3')).toBe('--bk-space-3');
    expect(cssVariableName('zIndexDropdown')).toBe('--bk-z-index-dropdown');
  });

  it('turns variables into a style object and skips empty values', () => {
    expect(appearanceStyle({ variables: { colorText: 'red', radiusSmall: '' } })).toEqual({
      '--bk-color-text': 'red',
    });
    expect(appearanceStyle(undefined)).toEqual({});
  });

  it('selects the theme class, or none to inherit', () => {
    expect(themeClassName({ theme: 'dark' })).toBe('bk-theme-dark');
    expect(themeClassName({ theme: 'light' })).toBe('bk-theme-light');
    expect(themeClassName({})).toBeUndefined();
  });

  it('lets the inner appearance win and merges variables', () => {
    expect(
      mergeAppearance(
        { theme: 'dark', variables: { colorPrimary: 'a', colorText: 'b' } },
        { variables: { colorPrimary: 'c' } },
      ),
    ).toEqual({ theme: 'dark', variables: { colorPrimary: 'c', colorText: 'b' } });
  });
});

describe('appearance rules', () => {
  it('maps typed selectors onto scoped class selectors, with kebab-case properties', () => {
    const css = appearanceRulesCss(
      {
        '.Input': { borderColor: '#0a2540', boxShadow: 'none' },
        '.Option--highlighted': { fontWeight: '600' },
      },
      'bk-rules-x',
    );
    expect(css).toContain('.bk-rules-x .bk-search__input');
    expect(css).toContain('.bk-rules-x.bk-search__input');
    expect(css).toContain('.bk-rules-x .bk-pricing-input__input');
    expect(css).toContain('{ border-color: #0a2540; box-shadow: none; }');
    expect(css).toContain('.bk-rules-x.bk-listbox__option[data-highlighted] { font-weight: 600; }');
  });

  it('drops unknown selectors and properties and values that could break out of the rule', () => {
    const rules = {
      '.Input': {
        color: 'red; } body { display: none',
        borderColor: 'url(https://tracker.example/x)',
        backgroundColor: '#fff',
        position: 'fixed',
      },
      '.Nonsense': { color: 'blue' },
      '.Label': { color: '' },
    } as unknown as AppearanceRules;
    const css = appearanceRulesCss(rules, 'bk-rules-x');
    expect(css).toBe(
      [
        '.bk-rules-x .bk-search__input, .bk-rules-x.bk-search__input,',
        '.bk-rules-x .bk-pricing-input__input, .bk-rules-x.bk-pricing-input__input,',
        '.bk-rules-x .bk-quote-form__input, .bk-rules-x.bk-quote-form__input { background-color: #fff; }',
      ].join(' '),
    );
    expect(appearanceRulesCss(undefined, 'bk-rules-x')).toBe('');
  });

  it("merges a widget's rules over the provider's, property by property, and names equal rules alike", () => {
    const merged = mergeAppearance(
      { rules: { '.Input': { color: 'red', borderColor: 'blue' }, '.Label': { color: 'gray' } } },
      { rules: { '.Input': { color: 'green' } } },
    );
    expect(merged?.rules).toEqual({
      '.Input': { color: 'green', borderColor: 'blue' },
      '.Label': { color: 'gray' },
    });
    const first = appearanceRulesClassName(JSON.stringify({ '.Input': { color: 'red' } }));
    expect(first).toMatch(/^bk-rules-[0-9a-z]+$/);
    expect(appearanceRulesClassName(JSON.stringify({ '.Input': { color: 'red' } }))).toBe(first);
    expect(appearanceRulesClassName(JSON.stringify({ '.Input': { color: 'blue' } }))).not.toBe(first);
  });
});
