import { useEffect, useState } from 'react';
import type { BondClient, ClearingParticipant } from '@bondkit/core';

/** The spec's participant-search rules (trading-and-chat 5): from 3 characters, 300 ms after the last key. */
const minimumSearchLength = 3;
const searchDelayMilliseconds = 300;

/** A clearing participant found, with the clearing corporation that lists it. */
export interface FoundParticipant extends ClearingParticipant {
  corporation: 'NSCCL' | 'ICCL';
}

/**
 * The NSCCL and ICCL clearing participants whose name or code matches `search`
 * (`GET api/search-nsscl-participants/`, `GET api/search-iccl-participants/`): the firms an external trade
 * can have been settled with. Empty below 3 characters; a failed search is no suggestions (the field stays
 * free text).
 */
export function useClearingParticipants(client: BondClient, search: string): readonly FoundParticipant[] {
  const query = search.trim();
  const [found, setFound] = useState<{ query: string; participants: FoundParticipant[] }>({
    query: '',
    participants: [],
  });
  useEffect(() => {
    if (query.length < minimumSearchLength) return;
    let current = true;
    const timer = setTimeout(() => {
      const tagged =
        (corporation: FoundParticipant['corporation']) => (participants: ClearingParticipant[]) =>
          participants.map((participant) => ({ ...participant, corporation }));
      void Promise.all([
        client.participants.searchNscclParticipants({ search_param: query }).then(tagged('NSCCL'), () => []),
        client.participants.searchIcclParticipants({ search_param: query }).then(tagged('ICCL'), () => []),
      ]).then(([nsccl, iccl]) => {
        if (current) setFound({ query, participants: [...nsccl, ...iccl] });
      });
    }, searchDelayMilliseconds);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, query]);
  return query.length >= minimumSearchLength && found.query === query ? found.participants : [];
}
