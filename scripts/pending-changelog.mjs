// The CHANGELOG.md a tarball ships: changesets writes it on release (`npm run release`, `changeset version`);
// between releases a pack (`prepack`) writes the pending changesets of the package as an "Unreleased"
// section above the released history, in changesets' own layout, so the tarball always carries the
// CHANGELOG.md its `files` promise and its README links.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const bumps = ['major', 'minor', 'patch'];
const headings = { major: 'Major Changes', minor: 'Minor Changes', patch: 'Patch Changes' };

/** The pending changesets (`.changeset/*.md`) naming `packageName`: `{ bump, summary }` each. */
export function pendingChangesets(changesetDirectory, packageName) {
  if (!existsSync(changesetDirectory)) return [];
  return readdirSync(changesetDirectory)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .flatMap((file) => {
      const text = readFileSync(join(changesetDirectory, file), 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      if (!match) return [];
      const bump = new RegExp(
        `^['"]?${packageName.replace('/', '\\/')}['"]?\\s*:\\s*(major|minor|patch)\\s*$`,
        'm',
      ).exec(match[1])?.[1];
      return bump ? [{ bump, summary: match[2].trim() }] : [];
    });
}

/** The changelog with the pending changesets on top (the released part, if any, kept below). */
export function changelogWithPending({ packageName, changesetDirectory, released }) {
  const pending = pendingChangesets(changesetDirectory, packageName);
  const history = (released ?? '').replace(/^# .*\n+/, '').trim();
  const sections = bumps
    .map((bump) => {
      const entries = pending.filter((changeset) => changeset.bump === bump);
      if (entries.length === 0) return '';
      const items = entries.map((entry) => `- ${entry.summary.replace(/\n(?!\n)/g, '\n  ')}`).join('\n\n');
      return `### ${headings[bump]}\n\n${items}\n`;
    })
    .filter(Boolean);
  const unreleased = sections.length > 0 ? `## Unreleased\n\n${sections.join('\n')}` : '';
  const body = [unreleased, history || (unreleased ? '' : 'No release yet.')].filter(Boolean).join('\n\n');
  return `# ${packageName}\n\n${body.trim()}\n\n${packMarker}\n`;
}

/** Ends a changelog written by a pack (not by changesets), so that postpack removes only its own. */
export const packMarker =
  '<!-- written by the pack from the pending changesets (scripts/pending-changelog.mjs) -->';
