import { useCallback, useEffect, useRef, useState } from 'react';
import {
  applyUiMessageChunk,
  startAssembledMessage,
  type AssembledMessage,
  type MindMessage,
  type MindTransport,
} from '@bondkit/core/mind';
import { useLatestRef } from '../provider/useLatestRef';
import { genericErrorMessage } from '@bondkit/core';

/** Where the chat is: `ready` for a question, `submitted` (waiting for the first chunk), `streaming`, `error`. */
export type MindChatStatus = 'ready' | 'submitted' | 'streaming' | 'error';

export interface UseMindChatOptions {
  /** How questions reach the analyst. Required. */
  transport: MindTransport;
  /** The conversation id sent with each question. Default `'preview'`. */
  chatId?: string;
  /** The messages to start from (a stored conversation). Default none. Changing it resets the chat. */
  initialMessages?: readonly MindMessage[];
  /** Called after every answer ends (done, stopped or failed) with all messages. Default none. */
  onFinish?: (messages: readonly MindMessage[], details: { status: AssembledMessage['status'] }) => void;
  /** Called with the error of a request that failed before streaming (rate limit, trial, network). Default none. */
  onError?: (error: unknown) => void;
}

let localCounter = 0;
function localId(): string {
  localCounter += 1;
  return `local-${Date.now().toString(36)}-${localCounter}`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : genericErrorMessage;
}

/**
 * The chat's state machine without any markup (the headless half of MindChat): sends a question through
 * the transport, assembles the streamed answer, and offers stop, retry and edit-and-resend. Updates are
 * batched to one per animation frame, so a fast stream never renders more often than the screen draws.
 */
export function useMindChat(options: UseMindChatOptions) {
  const { transport, chatId = 'preview', initialMessages } = options;
  const [messages, setMessages] = useState<readonly MindMessage[]>(initialMessages ?? []);
  const [status, setStatus] = useState<MindChatStatus>('ready');
  const [error, setError] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const messagesRef = useLatestRef(messages);
  const callbacks = useLatestRef({ onFinish: options.onFinish, onError: options.onError });

  useEffect(() => {
    controllerRef.current?.abort();
    setMessages(initialMessages ?? []);
    setStatus('ready');
    setError(null);
  }, [initialMessages, chatId]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const run = useCallback(
    async (history: readonly MindMessage[], trigger: 'submit-message' | 'regenerate-message') => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setMessages(history);
      setStatus('submitted');
      setError(null);
      let assembled = startAssembledMessage(localId());
      let frame: number | null = null;
      const schedule =
        typeof requestAnimationFrame === 'function'
          ? requestAnimationFrame
          : (callback: () => void) => setTimeout(callback, 16) as unknown as number;
      const cancel =
        typeof cancelAnimationFrame === 'function'
          ? cancelAnimationFrame
          : (handle: number) => clearTimeout(handle);
      const flush = () => {
        frame = null;
        if (controllerRef.current !== controller) return;
        setMessages([...history, assembled.message]);
      };
      try {
        const chunks = await transport.sendMessages({
          chatId,
          messages: history,
          trigger,
          signal: controller.signal,
        });
        setStatus('streaming');
        for await (const chunk of chunks) {
          if (controller.signal.aborted) break;
          assembled = applyUiMessageChunk(assembled, chunk);
          frame ??= schedule(flush);
        }
      } catch (caught) {
        if (!controller.signal.aborted) {
          if (assembled.message.parts.length === 0) {
            setMessages(history);
            setStatus('error');
            setError(errorText(caught));
            callbacks.current.onError?.(caught);
            return;
          }
          assembled = { ...assembled, status: 'error', errorText: errorText(caught) };
        }
      }
      if (frame !== null) cancel(frame);
      if (controllerRef.current !== controller) return;
      controllerRef.current = null;
      const stopped = controller.signal.aborted;
      const finalStatus = stopped ? 'aborted' : assembled.status === 'streaming' ? 'done' : assembled.status;
      const finalMessages = assembled.message.parts.length > 0 ? [...history, assembled.message] : history;
      setMessages(finalMessages);
      if (finalStatus === 'error') {
        setStatus('error');
        setError(assembled.errorText ?? 'The answer failed.');
      } else setStatus('ready');
      callbacks.current.onFinish?.(finalMessages, { status: finalStatus });
    },
    [transport, chatId, callbacks],
  );

  /** Asks a question (ignored while an answer streams or when blank). */
  const send = useCallback(
    (text: string) => {
      const question = text.trim();
      if (!question || (controllerRef.current && !controllerRef.current.signal.aborted)) return;
      void run(
        [...messagesRef.current, { id: localId(), role: 'user', parts: [{ type: 'text', text: question }] }],
        'submit-message',
      );
    },
    [run, messagesRef],
  );

  /** Stops the answer being streamed; what arrived stays. */
  const stop = useCallback(() => {
    // The running answer sees the abort, keeps what arrived and reports `aborted` through onFinish.
    controllerRef.current?.abort();
  }, []);

  /** Asks the last question again, dropping the answer after it. */
  const retry = useCallback(() => {
    const current = messagesRef.current;
    let lastUser = current.length - 1;
    while (lastUser >= 0 && current[lastUser]!.role !== 'user') lastUser -= 1;
    if (lastUser < 0) return;
    void run(current.slice(0, lastUser + 1), 'regenerate-message');
  }, [run, messagesRef]);

  /** Replaces the question at `index` with new text and asks it, dropping everything after it. */
  const editAndResend = useCallback(
    (index: number, text: string) => {
      const current = messagesRef.current;
      const question = text.trim();
      if (!question || current[index]?.role !== 'user') return;
      void run(
        [...current.slice(0, index), { ...current[index], parts: [{ type: 'text', text: question }] }],
        'submit-message',
      );
    },
    [run, messagesRef],
  );

  return { messages, status, error, send, stop, retry, editAndResend };
}

export type MindChatController = ReturnType<typeof useMindChat>;
