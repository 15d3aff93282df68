import type { RenderLink } from './markdownInline';

/** One source of an answer's figures: a bond page, a trade print, a level of the quote book, a curve point. */
export interface MindFigureSource {
  kind: 'bond' | 'trade' | 'quote' | 'curve-point';
  label: string;
  detail: string;
  /** The page that shows it; absent when there is none the reader may open. */
  href?: string;
}

const kinds = new Set(['bond', 'trade', 'quote', 'curve-point']);

/** The sources of a `data-sources` part that are well formed (a stored message may hold anything). */
export function mindSourcesOf(data: unknown): MindFigureSource[] {
  const sources: unknown = (data as { sources?: unknown } | null)?.sources;
  if (!Array.isArray(sources)) return [];
  return sources.filter((source: unknown): source is MindFigureSource => {
    if (typeof source !== 'object' || source === null) return false;
    const { kind, label, detail, href } = source as Record<string, unknown>;
    return (
      typeof kind === 'string' &&
      kinds.has(kind) &&
      typeof label === 'string' &&
      typeof detail === 'string' &&
      (href === undefined || typeof href === 'string')
    );
  });
}

const headings: Readonly<Record<MindFigureSource['kind'], string>> = {
  bond: 'Bonds',
  trade: 'Trades',
  quote: 'Quotes',
  'curve-point': 'G-sec curve points',
};

const singular: Readonly<Record<MindFigureSource['kind'], string>> = {
  bond: 'bond',
  trade: 'trade',
  quote: 'quote',
  'curve-point': 'G-sec curve point',
};

/** Only in-app paths are links (the answer's own pages); anything else is shown as text. */
function isInAppPath(href: string | undefined): href is string {
  return href !== undefined && /^\/(?!\/)/.test(href);
}

/** "Sources (12)": each figure's source by kind, linked to the page that shows it. */
export function MindSources(props: { sources: readonly MindFigureSource[]; renderLink: RenderLink }) {
  const { sources, renderLink } = props;
  if (sources.length === 0) return null;
  const groups = (Object.keys(headings) as MindFigureSource['kind'][])
    .map((kind) => ({ kind, items: sources.filter((source) => source.kind === kind) }))
    .filter((group) => group.items.length > 0);
  return (
    <details className="bk-mind-chat__sources">
      <summary>
        Sources ({sources.length}):{' '}
        {groups
          .map((group) =>
            group.items.length === 1 ? singular[group.kind] : headings[group.kind].toLowerCase(),
          )
          .join(', ')
          .replace('g-sec', 'G-sec')}
      </summary>
      {groups.map((group) => (
        <div key={group.kind}>
          <p className="bk-mind-chat__sources-heading">{headings[group.kind]}</p>
          <ul className="bk-mind-chat__sources-list" aria-label={headings[group.kind]}>
            {group.items.map((source, index) => {
              const key = `${group.kind}-${index}`;
              return (
                <li key={key}>
                  {isInAppPath(source.href)
                    ? renderLink({ href: source.href, children: source.label, key })
                    : source.label}
                  <span className="bk-mind-chat__muted">: {source.detail}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </details>
  );
}
