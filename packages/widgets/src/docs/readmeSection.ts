/**
 * One `## heading` section of the widgets README (up to the next `## `), for Storybook's docs pages: the
 * README stays the one text a partner reads, on npm and in Storybook. The snippets' hidden preludes (HTML
 * comments the README test compiles) are dropped, as Markdown renderers drop them.
 */
export function readmeSection(readme: string, heading: string): string {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line === `## ${heading}`);
  if (start === -1) return `The README has no section "${heading}".`;
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines
    .slice(start, end === -1 ? undefined : end)
    .join('\n')
    .replace(/<!--[\s\S]*?-->\n?/g, '');
}
