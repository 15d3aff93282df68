import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appearanceStyle } from './appearance';

const widgetsSource = join(dirname(fileURLToPath(import.meta.url)), '..');
const referenceAppSource = join(widgetsSource, '../../reference-app/src');

function filesUnder(folder: string, extensions: readonly string[]): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The custom properties one rule block declares, for the block whose selector list contains `selector`. */
function declaredIn(css: string, selector: string): Set<string> {
  const names = new Set<string>();
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = match[1]!.split(',').map((part) => part.replace(/\/\*[\s\S]*?\*\//g, '').trim());
    if (!selectors.includes(selector)) continue;
    for (const declaration of match[2]!.matchAll(/(--bk-[a-z0-9-]+)\s*:/g)) names.add(declaration[1]!);
  }
  return names;
}

const themeCss = readFileSync(join(widgetsSource, 'styles.css'), 'utf8');
const lightTokens = declaredIn(themeCss, '.bk-theme-light');
const darkTokens = declaredIn(themeCss, '.bk-theme-dark');

// A component's own layout variable (its grid's columns, its height) is set inline by its TSX, not by the theme.
const componentVariables = new Set(
  filesUnder(widgetsSource, ['.tsx', '.ts'])
    .filter((file) => !file.includes('.test.') && !file.includes('.stories.'))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'(--bk-[a-z0-9-]+)'/g)].map((match) => match[1]!),
    ),
);

const stylesheets = [...filesUnder(widgetsSource, ['.css']), ...filesUnder(referenceAppSource, ['.css'])];

describe('theme tokens', () => {
  it('the light and the dark theme define the same tokens, the focus ring among them', () => {
    expect(lightTokens.has('--bk-color-focus')).toBe(true);
    expect(lightTokens.has('--bk-color-hover')).toBe(true);
    expect([...darkTokens].sort()).toEqual(
      [...lightTokens]
        .filter(
          (name) =>
            !name.startsWith('--bk-font') &&
            !name.startsWith('--bk-space') &&
            !name.startsWith('--bk-radius') &&
            name !== '--bk-z-index-dropdown',
        )
        .sort(),
    );
  });

  it.each(stylesheets.map((file) => [relative(join(widgetsSource, '../..'), file), file]))(
    'every var(--bk-…) in %s is defined by the theme (light and dark) or set by its component',
    (_name, file) => {
      const css = readFileSync(file, 'utf8');
      const uses = [...css.matchAll(/var\(\s*(--bk-[a-z0-9-]+)\s*(,?)/g)].map((match) => ({
        name: match[1]!,
        withFallback: match[2] === ',',
      }));
      // A colour is always the theme's; a component's own option (MindChat's max height) may carry its default
      // in a fallback instead; tokens the dark theme leaves to the light one (sizes, spaces) inherit from :root.
      const isDefined = (name: string) =>
        componentVariables.has(name) ||
        (lightTokens.has(name) && (darkTokens.has(name) || !name.startsWith('--bk-color')));
      const undefinedTokens = [
        ...new Set(
          uses
            .filter(({ name }) => !isDefined(name))
            .filter(
              ({ name }) =>
                name.startsWith('--bk-color') || uses.some((use) => use.name === name && !use.withFallback),
            )
            .map(({ name }) => name),
        ),
      ];
      expect(undefinedTokens).toEqual([]);
    },
  );

  it('an appearance with only colorPrimary moves the focus ring and the hover with it', () => {
    expect(appearanceStyle({ variables: { colorPrimary: '#7a1fa2' } })).toEqual({
      '--bk-color-primary': '#7a1fa2',
      '--bk-color-focus': '#7a1fa2',
      '--bk-color-hover': 'color-mix(in srgb, #7a1fa2 12%, var(--bk-color-background))',
    });
    expect(appearanceStyle({ variables: { colorPrimary: '#7a1fa2', colorFocus: '#000' } })).toMatchObject({
      '--bk-color-focus': '#000',
    });
  });
});
