import { useState } from 'react';
import type { BondClient, Order } from '@bondkit/core';
import { ConfirmButton } from './ConfirmButton';
import { IntermediaryPickers, type IntermediaryChoice } from './IntermediaryPickers';

/**
 * An open trade's facilitator and agent, changed by a dealer or back office of either firm and confirmed
 * (`PATCH api/{kind}/{id}/intermediaries/`); the other firm's drawer reloads on the stream's update.
 */
export function IntermediaryEditor({
  client,
  order,
  kind,
  run,
}: {
  client: BondClient;
  order: Order;
  kind: 'orders' | 'procurement-orders';
  run: (action: () => Promise<unknown>, success: string) => Promise<void>;
}) {
  const saved: IntermediaryChoice = {
    facilitator_id: order.facilitator?.id ?? null,
    agent_id: order.agent?.id ?? null,
  };
  const [choice, setChoice] = useState<IntermediaryChoice>(saved);
  const changed = choice.facilitator_id !== saved.facilitator_id || choice.agent_id !== saved.agent_id;
  return (
    <fieldset className="app-amend-form">
      <legend>Facilitator and agent</legend>
      <IntermediaryPickers client={client} value={choice} onChange={setChoice} />
      <ConfirmButton
        label="Save facilitator and agent"
        question="Route this trade through the chosen facilitator and agent?"
        disabled={!changed}
        onConfirm={() =>
          run(() => client.orders.setIntermediaries(order.id, choice, kind), 'Facilitator and agent saved')
        }
      />
    </fieldset>
  );
}
