import { useMemo } from 'react';
import type { ChatRun } from '@bondkit/core';
import { useAppServices } from '../../../app/AppServices';
import { useLiveData } from '../useLiveData';
import { useRefreshTick } from './ChatRunsList';

/** How often the chat re-reads which messages were read as runs. */
const refreshIntervalMs = 3_000;

/** The runs read from the user's chat messages, by message id (for the chips under those messages). */
export function useChatRunsByMessage(): ReadonlyMap<number, ChatRun[]> {
  const { client } = useAppServices();
  const tick = useRefreshTick(refreshIntervalMs);
  const runs = useLiveData(`chat-runs-by-message:${tick}`, () => client.quotes.listChatRuns());
  return useMemo(() => {
    const byMessage = new Map<number, ChatRun[]>();
    for (const run of runs.data ?? [])
      byMessage.set(run.message_id, [...(byMessage.get(run.message_id) ?? []), run]);
    return byMessage;
  }, [runs.data]);
}
