import type { SurveillanceMessage } from '@bondkit/core/validation';
import { formatMarketTime } from '../../app/marketDay';

type ActivityEntry = NonNullable<SurveillanceMessage['activity']>[number];

/**
 * What each desk reaction means (ChatWorkspace's names), written beside the emoji: a review machine without
 * an emoji font shows an empty box, and a download is read as text.
 */
const reactionMeanings: Record<string, string> = {
  '👍': 'Agreed',
  '✅': 'Done',
  '👀': 'Looking',
  '❌': 'No',
};

function reactionText(key: string | null): string {
  if (!key) return '';
  const meaning = reactionMeanings[key];
  return meaning ? `${key} (${meaning})` : key;
}

function describe(entry: ActivityEntry): string {
  switch (entry.kind) {
    case 'reaction_added':
      return `reacted ${reactionText(entry.reaction)}`;
    case 'reaction_removed':
      return `took back the reaction ${reactionText(entry.reaction)}`;
    case 'pinned':
      return 'pinned it';
    case 'unpinned':
      return 'unpinned it';
    default:
      return entry.kind;
  }
}

/**
 * The reactions added and taken back and the pins and unpins on a message, oldest first, with who and when:
 * members no longer see a reaction or pin taken back, compliance still does.
 */
export function MessageActivity({ message }: { message: SurveillanceMessage }) {
  const activity = message.activity ?? [];
  if (activity.length === 0) return null;
  return (
    <details className="app-surveillance__history">
      <summary>Reactions and pins ({activity.length})</summary>
      <ol>
        {activity.map((entry, index) => (
          <li key={index}>
            <strong>{entry.by_name}</strong> {describe(entry)}{' '}
            <span className="app-surveillance__meta">
              at <time dateTime={new Date(entry.at).toISOString()}>{formatMarketTime(entry.at)}</time>
            </span>
          </li>
        ))}
      </ol>
    </details>
  );
}
