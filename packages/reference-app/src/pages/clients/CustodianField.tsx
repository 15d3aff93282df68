import { useId, useState } from 'react';
import type { Exchange } from '@bondkit/core/validation';
import { useAppServices } from '../../app/AppServices';
import { useAsyncData } from '../../app/useAsyncData';

/** The custodian of one exchange: searched by name (`api/client/search-custodians/`), then chosen. */
export function CustodianField({
  exchange,
  value,
  onChange,
}: {
  exchange: Exchange;
  value: number | null;
  onChange: (custodianId: number | null) => void;
}) {
  const { client } = useAppServices();
  const id = useId();
  const [search, setSearch] = useState('');
  const custodians = useAsyncData(`custodians:${exchange}:${search.trim()}`, () =>
    client.participants.getCustodians({
      exchange,
      ...(search.trim() ? { search_param: search.trim() } : {}),
    }),
  );
  const options = custodians.status === 'ready' ? custodians.data : [];
  return (
    <fieldset className="app-field app-admin__custodian">
      <legend>{exchange} custodian</legend>
      <input
        type="search"
        aria-label={`Search ${exchange} custodians`}
        placeholder="Search custodians"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <label htmlFor={id} className="app-visually-hidden">
        {exchange} custodian
      </label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">No custodian</option>
        {value !== null && !options.some((option) => option.client_id === value) ? (
          <option value={String(value)}>Current custodian</option>
        ) : null}
        {options.map((option) => (
          <option key={option.client_id} value={String(option.client_id)}>
            {option.name}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
