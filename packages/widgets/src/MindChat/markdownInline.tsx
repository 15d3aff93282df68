import type { ReactNode } from 'react';

/** How a link is drawn: the app passes its router's link for in-app paths such as `/security/12`. */
export type RenderLink = (props: { href: string; children: ReactNode; key: string }) => ReactNode;

/** Only links MIND can mean: in-app paths and http(s) URLs; anything else (javascript:, data:) is plain text. */
function isSafeHref(href: string): boolean {
  return /^\/(?!\/)/.test(href) || /^https?:\/\//i.test(href);
}

// One pass over the text: code, links (brackets in the text escaped as \[ \]), bold, italic.
const inlinePattern =
  /`([^`]+)`|\[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|(?<![\w])_([^_]+)_(?![\w])/g;

/** Inline markdown to React nodes; no HTML is ever parsed, so the text cannot inject markup. */
export function renderInline(text: string, renderLink: RenderLink, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(inlinePattern)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const key = `${keyPrefix}-${index++}`;
    if (match[1] !== undefined) nodes.push(<code key={key}>{match[1]}</code>);
    else if (match[2] !== undefined) {
      const label = match[2].replace(/\\([[\]])/g, '$1');
      const href = match[3]!;
      nodes.push(isSafeHref(href) ? renderLink({ href, children: label, key }) : label);
    } else if (match[4] !== undefined)
      nodes.push(<strong key={key}>{renderInline(match[4], renderLink, key)}</strong>);
    else if (match[5] !== undefined) nodes.push(<em key={key}>{renderInline(match[5], renderLink, key)}</em>);
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
