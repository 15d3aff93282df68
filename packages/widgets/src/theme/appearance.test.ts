import { describe, expect, it } from 'vitest';
import { appearanceStyle, cssVariableName, mergeAppearance, themeClassName } from './appearance';

describe('appearance', () => {
  it('maps camelCase keys onto --bk-kebab-case variables', () => {
    expect(cssVariableName('colorPrimary')).toBe('--bk-color-primary');
    expect(cssVariableName('colorTextMuted')).toBe('--bk-color-text-muted');
    expect(cssVariableName('fontFamilyNumeric')).toBe('--bk-font-family-numeric');
    expect(cssVariableName('space3')).toBe('--bk-space-3');
    expect(cssVariableName('zIndexDropdown')).toBe('--bk-z-index-dropdown');
  });

  it('turns variables into a style object and skips empty values', () => {
    expect(appearanceStyle({ variables: { colorPrimary: 'red', radiusSmall: '' } })).toEqual({
      '--bk-color-primary': 'red',
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
