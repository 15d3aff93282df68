import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { MindMessage, MindTransport } from '@bondkit/core/mind';
import { useWidgetRoot } from '../provider/useWidgetRoot';
import type { Appearance } from '../theme/appearance';
import { ConversationSidebar, type ConversationSidebarProps } from './ConversationSidebar';
import type { RenderLink } from './markdownInline';
import { MindMessageView, messagePlainText, messageSuggestions } from './MindMessageView';
import { useMindChat, type UseMindChatOptions } from './useMindChat';
import { createClientMindTransport } from './clientMindTransport';

/** Before the provider has its client, a question says so rather than vanishing. */
const waitingForClientTransport: MindTransport = {
  sendMessages: () =>
    Promise.reject(
      new Error(
        'MindChat has no client yet: pass <BondkitProvider client={client}> a client, or MindChat a `transport`.',
      ),
    ),
};

export interface MindChatProps {
  /**
   * How questions reach the analyst: `createMindClient(client).transport` (signed in, with a `chatId`),
   * `.previewTransport` (the public preview), or any AI SDK backend. Default: the provider's client, MIND's
   * base from its `mindApiBase` or the server's `api/client-config/`; a signed-in user with MIND access asks
   * in a conversation made on the first question (unless `chatId` names one), anyone else in the preview.
   */
  transport?: MindTransport | undefined;
  /** The conversation id sent with each question. Default `'preview'`. */
  chatId?: string;
  /** A stored conversation to show and continue. Default none. */
  initialMessages?: readonly MindMessage[];
  /** Questions offered while the chat is empty. Default none. */
  suggestions?: readonly string[];
  /** A shared snapshot: no composer, no edit or retry. Default false. */
  readOnly?: boolean;
  /** The conversation sidebar; omit it, or set `chatSidebarHidden`, for none. */
  sidebar?: ConversationSidebarProps;
  /** Hide the sidebar (the route table's `chatSidebarHidden`, on public pages). Default false. */
  chatSidebarHidden?: boolean;
  /** Draws links; the app passes its router's link so `/security/{id}` opens in-app. Default: an `<a>`. */
  renderLink?: RenderLink;
  /** Replaces how a message is drawn (render slot). Default: the built-in view. */
  renderMessage?: (message: MindMessage, defaultView: ReactNode) => ReactNode;
  /** Above the transcript: a title, a share button. Default none. */
  header?: ReactNode;
  /** Below the composer: a usage note, a trial notice. Default none. */
  footer?: ReactNode;
  /** Called after every answer ends. Default none. */
  onFinish?: UseMindChatOptions['onFinish'];
  /** Called when a question fails before any answer (rate limit, trial ended, offline). Default none. */
  onError?: UseMindChatOptions['onError'];
  /** The composer's placeholder. Default 'Ask about a bond, a screen or the curve…'. */
  placeholder?: string;
  /** Theme over the provider's. */
  appearance?: Appearance;
  /** Class on the root element. */
  className?: string;
  /** Style on the root element. */
  style?: CSSProperties;
}

/** Markdown as a screen reader should hear it: link labels, no table rules or emphasis marks, 300 characters. */
function spokenText(markdown: string): string {
  return markdown
    .replace(/\[((?:\\.|[^\]\\])+)\]\([^)]*\)/g, '$1')
    .replace(/\\([[\]])/g, '$1')
    .replace(/\|?\s*-{3,}\s*(\|\s*-{3,}\s*)*\|?/g, ' ')
    .replace(/[*_|`#]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

const defaultRenderLink: RenderLink = ({ href, children, key }) => (
  <a key={key} href={href}>
    {children}
  </a>
);

/**
 * The MIND chat: a transcript of questions and streamed answers (markdown, tables, inline charts, links to
 * security pages), a composer with stop, retry, edit-and-resend and copy, suggested questions and an
 * optional conversation sidebar. Screen readers hear progress and the finished answer in a polite live
 * region; Enter sends, Shift+Enter breaks the line, Escape stops an answer.
 */
export function MindChat(props: MindChatProps) {
  const { context, rootProps } = useWidgetRoot('MindChat', 'bk-mind-chat', props);
  const client = context.client;
  const clientTransport = useMemo(() => (client ? createClientMindTransport(client) : null), [client]);
  const chat = useMindChat({
    transport: props.transport ?? clientTransport ?? waitingForClientTransport,
    chatId: props.chatId,
    initialMessages: props.initialMessages,
    onFinish: props.onFinish,
    onError: props.onError,
  });
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const inputId = useId();
  const transcriptRef = useRef<HTMLOListElement>(null);
  const renderLink = props.renderLink ?? defaultRenderLink;
  const busy = chat.status === 'submitted' || chat.status === 'streaming';
  const readOnly = props.readOnly ?? false;
  const { messages } = chat;

  useEffect(() => {
    if (chat.status === 'submitted') setAnnouncement('MIND is answering…');
    else if (chat.status === 'error') setAnnouncement(`The answer failed: ${chat.error ?? ''}`);
    else if (chat.status === 'ready') {
      const last = messages[messages.length - 1];
      if (last?.role === 'assistant') setAnnouncement(`MIND answered: ${spokenText(messagePlainText(last))}`);
    }
    // Announce on status changes only, not on every streamed delta.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chat.status]);

  useEffect(() => {
    // A shared snapshot is read from its top; a live conversation follows its newest answer.
    if (readOnly) return;
    const transcript = transcriptRef.current;
    if (transcript && typeof transcript.scrollTo === 'function')
      transcript.scrollTo({ top: transcript.scrollHeight });
  }, [messages, readOnly]);

  const copy = useCallback(
    (text: string) => {
      const clipboard = (globalThis.navigator as Navigator | undefined)?.clipboard;
      if (!clipboard) return;
      void clipboard.writeText(text).then(
        () => {
          setAnnouncement('Answer copied.');
          context.client?.toasts.push({
            severity: 'success',
            summary: 'Copied',
            detail: 'The answer is on the clipboard.',
          });
        },
        () => setAnnouncement('Copying failed.'),
      );
    },
    [context.client],
  );

  const submit = () => {
    if (!draft.trim() || busy) return;
    chat.send(draft);
    setDraft('');
  };

  const lastAnswerIndex =
    messages.length - 1 >= 0 && messages[messages.length - 1]!.role === 'assistant'
      ? messages.length - 1
      : -1;
  const showSidebar = props.sidebar !== undefined && !props.chatSidebarHidden;

  return (
    <div {...rootProps} data-status={chat.status} data-sidebar={showSidebar ? 'shown' : 'hidden'}>
      {showSidebar && <ConversationSidebar {...props.sidebar!} />}
      <section className="bk-mind-chat__main" aria-label="MIND chat">
        {props.header}
        {messages.length === 0 && props.suggestions && props.suggestions.length > 0 && !readOnly && (
          <div className="bk-mind-chat__suggestions">
            <p className="bk-mind-chat__muted" id={`${inputId}-suggestions`}>
              Try asking:
            </p>
            <ul aria-labelledby={`${inputId}-suggestions`}>
              {props.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className="bk-mind-chat__suggestion"
                    disabled={busy}
                    onClick={() => chat.send(suggestion)}
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <ol
          ref={transcriptRef}
          className="bk-mind-chat__transcript"
          aria-label="Conversation"
          aria-busy={busy}
          tabIndex={messages.length ? 0 : -1}
        >
          {messages.map((message, index) => (
            <MindMessageView
              key={`${message.id}-${index}`}
              message={message}
              index={index}
              renderLink={renderLink}
              isLastAnswer={index === lastAnswerIndex}
              streaming={busy && index === messages.length - 1}
              readOnly={readOnly || busy}
              onRetry={chat.retry}
              onEdit={chat.editAndResend}
              onCopy={copy}
              renderMessage={props.renderMessage}
            />
          ))}
        </ol>
        {!readOnly &&
          !busy &&
          lastAnswerIndex >= 0 &&
          messageSuggestions(messages[lastAnswerIndex]!).length > 0 && (
            <div className="bk-mind-chat__follow-ups">
              <p className="bk-mind-chat__muted" id={`${inputId}-follow-ups`}>
                Ask next:
              </p>
              <ul aria-labelledby={`${inputId}-follow-ups`}>
                {messageSuggestions(messages[lastAnswerIndex]!).map((suggestion) => (
                  <li key={suggestion}>
                    <button
                      type="button"
                      className="bk-mind-chat__suggestion"
                      onClick={() => chat.send(suggestion)}
                    >
                      {suggestion}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        {chat.status === 'submitted' && (
          <p className="bk-mind-chat__muted" aria-hidden="true">
            Thinking…
          </p>
        )}
        {chat.status === 'error' && (
          <div className="bk-mind-chat__error" role="alert">
            <span>{chat.error}</span>
            {!readOnly && messages.some((message) => message.role === 'user') && (
              <button type="button" className="bk-mind-chat__link-button" onClick={chat.retry}>
                Retry
              </button>
            )}
          </div>
        )}
        {!readOnly && (
          <form
            className="bk-mind-chat__composer"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <label htmlFor={inputId} className="bk-visually-hidden">
              Your question
            </label>
            <textarea
              id={inputId}
              className="bk-mind-chat__textarea"
              value={draft}
              rows={2}
              maxLength={2000}
              placeholder={props.placeholder ?? 'Ask about a bond, a screen or the curve…'}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  submit();
                } else if (event.key === 'Escape' && busy) {
                  event.preventDefault();
                  chat.stop();
                }
              }}
            />
            {busy ? (
              <button type="button" className="bk-mind-chat__button" onClick={chat.stop}>
                Stop
              </button>
            ) : (
              <button
                type="submit"
                className="bk-mind-chat__button bk-mind-chat__button--primary"
                disabled={!draft.trim()}
              >
                Send
              </button>
            )}
          </form>
        )}
        {props.footer}
        <div className="bk-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </section>
    </div>
  );
}
