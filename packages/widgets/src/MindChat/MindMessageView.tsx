import { memo, useState, type ReactNode } from 'react';
import type { MindMessage } from '@bondkit/core/mind';
import { MarkdownView } from './MarkdownView';
import { MindChart, isMindChartData } from './MindChart';
import { MindResultTable, isMindResultTableData } from './MindResultTable';
import { MindSources, mindSourcesOf } from './MindSources';
import type { RenderLink } from './markdownInline';

/** The plain text of a message (what Copy copies). */
export function messagePlainText(message: MindMessage): string {
  return message.parts
    .filter((part) => part.type === 'text')
    .map((part) => String((part as { text?: unknown }).text ?? ''))
    .join('');
}

const toolLabels: Readonly<Record<string, string>> = {
  search: 'Searched bonds',
  details: 'Read bond details',
  price: 'Priced with the pricing engine',
  screen: 'Screened bonds',
  curve: 'Built the G-sec curve',
  compare: 'Compared bonds',
  trades: 'Read trades and quotes',
  curvePoints: 'Read the G-sec curve',
  issuer: "Listed the issuer's bonds",
  mostTraded: 'Ranked the day’s trades',
  tradeActivity: 'Read the trade prints',
  quotes: 'Read the quote book',
  define: 'Looked up the glossary',
};

/** The questions an answer suggests asking next (its `data-suggestions` part), or none. */
export function messageSuggestions(message: MindMessage): string[] {
  for (const part of message.parts) {
    if (part.type !== 'data-suggestions') continue;
    const questions = ((part as { data?: { questions?: unknown } }).data ?? {}).questions;
    if (Array.isArray(questions))
      return questions.filter((question): question is string => typeof question === 'string');
  }
  return [];
}

export interface MindMessageViewProps {
  message: MindMessage;
  index: number;
  renderLink: RenderLink;
  /** The message is the last answer: offer Retry. */
  isLastAnswer: boolean;
  /** The answer is still arriving. */
  streaming: boolean;
  readOnly: boolean;
  onRetry(): void;
  onEdit(index: number, text: string): void;
  onCopy(text: string): void;
  /** Replaces how a whole message is drawn. */
  renderMessage?: (message: MindMessage, defaultView: ReactNode) => ReactNode;
}

/** One message: the question (editable), or the answer's tool steps, text, tables and charts. */
export const MindMessageView = memo(function MindMessageView(props: MindMessageViewProps) {
  const { message, index, renderLink, readOnly } = props;
  const [editing, setEditing] = useState<string | null>(null);
  const text = messagePlainText(message);
  let view: ReactNode;
  if (message.role === 'user') {
    view =
      editing === null ? (
        <div className="bk-mind-chat__question">
          <p>{text}</p>
          {!readOnly && (
            <button
              type="button"
              className="bk-mind-chat__link-button"
              onClick={() => setEditing(text)}
              aria-label={`Edit question: ${text}`}
            >
              Edit
            </button>
          )}
        </div>
      ) : (
        <form
          className="bk-mind-chat__edit"
          onSubmit={(event) => {
            event.preventDefault();
            props.onEdit(index, editing);
            setEditing(null);
          }}
        >
          <label className="bk-visually-hidden" htmlFor={`${message.id}-edit`}>
            Edit your question
          </label>
          <textarea
            id={`${message.id}-edit`}
            className="bk-mind-chat__textarea"
            value={editing}
            rows={2}
            autoFocus
            onChange={(event) => setEditing(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditing(null);
            }}
          />
          <div className="bk-mind-chat__actions">
            <button
              type="submit"
              className="bk-mind-chat__button bk-mind-chat__button--primary"
              disabled={!editing.trim()}
            >
              Save and resend
            </button>
            <button type="button" className="bk-mind-chat__button" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      );
  } else {
    view = (
      <div className="bk-mind-chat__answer">
        {message.parts.map((part, partIndex) => {
          const key = `${message.id}-${partIndex}`;
          if (part.type === 'text')
            return (
              <MarkdownView
                key={key}
                text={String((part as { text?: unknown }).text ?? '')}
                renderLink={renderLink}
              />
            );
          if (part.type === 'data-table') {
            const data = (part as { data?: unknown }).data;
            return isMindResultTableData(data) ? (
              <MindResultTable key={key} table={data} renderLink={renderLink} />
            ) : null;
          }
          if (part.type === 'data-sources')
            return (
              <MindSources
                key={key}
                sources={mindSourcesOf((part as { data?: unknown }).data)}
                renderLink={renderLink}
              />
            );
          if (part.type === 'data-chart') {
            const data = (part as { data?: unknown }).data;
            return isMindChartData(data) ? <MindChart key={key} chart={data} /> : null;
          }
          if (part.type.startsWith('tool-')) {
            const tool = part as { type: string; state?: string; input?: unknown; errorText?: string };
            const name = tool.type.slice(5);
            return (
              <details key={key} className="bk-mind-chat__tool" data-state={tool.state}>
                <summary>
                  {toolLabels[name] ?? `Used ${name}`}
                  {tool.state === 'output-error'
                    ? ' (refused)'
                    : tool.state === 'output-available'
                      ? ''
                      : '…'}
                </summary>
                <code className="bk-mind-chat__tool-input">{JSON.stringify(tool.input ?? {})}</code>
                {tool.errorText && <p>{tool.errorText}</p>}
              </details>
            );
          }
          return null;
        })}
        {!props.streaming && text && (
          <div className="bk-mind-chat__actions">
            <button type="button" className="bk-mind-chat__link-button" onClick={() => props.onCopy(text)}>
              Copy
            </button>
            {props.isLastAnswer && !readOnly && (
              <button type="button" className="bk-mind-chat__link-button" onClick={props.onRetry}>
                Retry
              </button>
            )}
          </div>
        )}
      </div>
    );
  }
  return (
    <li
      className={`bk-mind-chat__message bk-mind-chat__message--${message.role}`}
      aria-label={message.role === 'user' ? 'You' : 'MIND'}
    >
      {props.renderMessage ? props.renderMessage(message, view) : view}
    </li>
  );
});
