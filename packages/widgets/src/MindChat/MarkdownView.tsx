import { memo } from 'react';
import { renderInline, type RenderLink } from './markdownInline';

function splitRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  const cells: string[] = [];
  let cell = '';
  for (let index = 0; index < inner.length; index += 1) {
    const character = inner[index]!;
    if (character === '\\' && inner[index + 1] === '|') {
      cell += '|';
      index += 1;
    } else if (character === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += character;
  }
  cells.push(cell.trim());
  return cells;
}

const isSeparator = (line: string) => /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/.test(line.trim());

export interface MarkdownViewProps {
  text: string;
  renderLink: RenderLink;
}

type Block =
  | { kind: 'table'; key: string; rows: string[] }
  | { kind: 'heading'; key: string; level: number; text: string }
  | { kind: 'list'; key: string; ordered: boolean; items: string[] }
  | { kind: 'paragraph'; key: string; text: string };

const bullet = /^\s*(?:[-*]|\d+\.)\s+/;

/** The blocks of the text: tables, headings, lists and paragraphs, keyed by the line they start on. */
function splitBlocks(text: string): Block[] {
  const lines = text.split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    const key = `b${index}`;
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    if (line.trim().startsWith('|')) {
      const rows: string[] = [];
      while (index < lines.length && lines[index]!.trim().startsWith('|')) rows.push(lines[index++]!);
      blocks.push({ kind: 'table', key, rows });
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', key, level: heading[1]!.length, text: heading[2]! });
      index += 1;
      continue;
    }
    if (bullet.test(line)) {
      const ordered = /^\s*\d+\./.test(line);
      const items: string[] = [];
      while (index < lines.length && bullet.test(lines[index]!))
        items.push(lines[index++]!.replace(bullet, ''));
      blocks.push({ kind: 'list', key, ordered, items });
      continue;
    }
    const paragraph: string[] = [];
    while (
      index < lines.length &&
      lines[index]!.trim() !== '' &&
      !lines[index]!.trim().startsWith('|') &&
      !bullet.test(lines[index]!)
    )
      paragraph.push(lines[index++]!);
    blocks.push({ kind: 'paragraph', key, text: paragraph.join(' ') });
  }
  return blocks;
}

// While an answer streams, only its last block (often the last table row) changes: every finished block and row
// is memoised on its own source text, so a frame re-renders what grew rather than the whole answer.

const TableRow = memo(function TableRow(props: { line: string; rowKey: string; renderLink: RenderLink }) {
  return (
    <tr>
      {splitRow(props.line).map((cell, cellIndex) => (
        <td key={cellIndex}>{renderInline(cell, props.renderLink, `${props.rowKey}c${cellIndex}`)}</td>
      ))}
    </tr>
  );
});

const TableHeader = memo(function TableHeader(props: {
  line: string;
  tableKey: string;
  renderLink: RenderLink;
}) {
  return (
    <thead>
      <tr>
        {splitRow(props.line).map((cell, cellIndex) => (
          <th key={cellIndex} scope="col">
            {renderInline(cell, props.renderLink, `${props.tableKey}h${cellIndex}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
});

const TextBlock = memo(function TextBlock(props: {
  kind: 'heading' | 'paragraph';
  level: number;
  text: string;
  blockKey: string;
  renderLink: RenderLink;
}) {
  const content = renderInline(props.text, props.renderLink, props.blockKey);
  return props.kind === 'heading' ? (
    <p className="bk-mind-chat__heading" role="heading" aria-level={Math.min(props.level + 1, 6)}>
      {content}
    </p>
  ) : (
    <p>{content}</p>
  );
});

const ListItem = memo(function ListItem(props: { text: string; itemKey: string; renderLink: RenderLink }) {
  return <li>{renderInline(props.text, props.renderLink, props.itemKey)}</li>;
});

/**
 * The markdown MIND writes: paragraphs, headings, bullet and numbered lists, tables, and inline code, links,
 * bold and italic. Half-streamed text renders as far as it goes (a table grows row by row).
 */
export const MarkdownView = memo(function MarkdownView({ text, renderLink }: MarkdownViewProps) {
  const blocks = splitBlocks(text);
  // Heading levels are relative to the answer: its shallowest heading is level 2, under the page's title, so a
  // definition written "#### Term" does not skip levels in the page's outline.
  const shallowest = Math.min(
    4,
    ...blocks.flatMap((block) => (block.kind === 'heading' ? [block.level] : [])),
  );
  return (
    <div className="bk-mind-chat__markdown">
      {blocks.map((block) => {
        const { key } = block;
        if (block.kind === 'table') {
          const body = block.rows.slice(1).filter((row) => !isSeparator(row));
          return (
            // Focusable so a keyboard can scroll a wide table; not a named region: a conversation holds many
            // tables, and landmarks of one name would be indistinguishable.
            <div key={key} className="bk-mind-chat__table-scroll" tabIndex={0}>
              <table className="bk-mind-chat__table">
                <TableHeader line={block.rows[0]!} tableKey={key} renderLink={renderLink} />
                <tbody>
                  {body.map((row, rowIndex) => (
                    <TableRow
                      key={rowIndex}
                      line={row}
                      rowKey={`${key}r${rowIndex}`}
                      renderLink={renderLink}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={key}>
              {block.items.map((item, itemIndex) => (
                <ListItem
                  key={itemIndex}
                  text={item}
                  itemKey={`${key}i${itemIndex}`}
                  renderLink={renderLink}
                />
              ))}
            </List>
          );
        }
        return (
          <TextBlock
            key={key}
            kind={block.kind}
            level={block.kind === 'heading' ? block.level - shallowest + 1 : 0}
            text={block.text}
            blockKey={key}
            renderLink={renderLink}
          />
        );
      })}
    </div>
  );
});
