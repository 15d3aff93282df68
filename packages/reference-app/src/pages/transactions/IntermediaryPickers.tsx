import type { BondClient } from '@bondkit/core';
import { useAsyncData } from '../../app/useAsyncData';

/** The facilitator and agent ids a trade goes through; null for none. */
export interface IntermediaryChoice {
  facilitator_id: number | null;
  agent_id: number | null;
}

/**
 * The facilitator and agent pickers: the firms `api/trade/facilitator/` and `api/trade/agent/` offer, or
 * none. Used when reporting a trade and on an open trade's detail.
 */
export function IntermediaryPickers({
  client,
  value,
  onChange,
  errors = {},
}: {
  client: BondClient;
  value: IntermediaryChoice;
  onChange: (value: IntermediaryChoice) => void;
  /** Field errors by wire name (`facilitator_id`, `agent_id`). Default none. */
  errors?: Readonly<Record<string, string>>;
}) {
  const offered = useAsyncData('trade-intermediaries', async () => {
    const [facilitators, agents] = await Promise.all([
      client.trade.getFacilitators(),
      client.trade.getAgents(),
    ]);
    return { facilitators, agents };
  });
  const lists = offered.status === 'ready' ? offered.data : { facilitators: [], agents: [] };
  const picker = (field: keyof IntermediaryChoice, label: string, firms: typeof lists.facilitators) => (
    <label>
      {label}
      <select
        value={value[field] === null ? '' : String(value[field])}
        disabled={offered.status === 'loading'}
        onChange={(event) =>
          onChange({ ...value, [field]: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <option value="">None</option>
        {firms.map((firm) => (
          <option key={firm.id} value={firm.id}>
            {firm.name}
          </option>
        ))}
      </select>
      {errors[field] ? <span className="app-field-error">{errors[field]}</span> : null}
    </label>
  );
  return (
    <>
      {picker('facilitator_id', 'Facilitator', lists.facilitators)}
      {picker('agent_id', 'Agent', lists.agents)}
      {offered.status === 'error' ? (
        <span className="app-field-error">Facilitators and agents could not be loaded.</span>
      ) : null}
    </>
  );
}
