import { endpoints, type surveillanceEndpoints } from '@bondkit/core/contract';
import type { ContractCall, ContractScenario } from './contractScenarios';

// Surveillance is the compliance officer's (the server's demo Kavita, at the dealer's firm), on the
// server's demo data (or the fake's): its chats between the demo firms and its trades that raise
// trade-review alerts.

/** The first of the firm's chat channels the compliance officer sees. */
async function firstChannelUrl(call: ContractCall): Promise<string> {
  const answer = await call(endpoints.listSurveillanceChannels, {}, 'compliance');
  const [channel] = answer.body as { channel_url: string }[];
  if (!channel) throw new Error('The compliance officer sees no chat channel.');
  return channel.channel_url;
}

/** The id of one of the firm's alerts not reviewed yet. */
async function openAlertId(call: ContractCall): Promise<string> {
  const answer = await call(endpoints.getSurveillanceTradeReview, {}, 'compliance');
  const alert = (answer.body as { alerts: { id: string; reviewed: boolean }[] }).alerts.find(
    (candidate) => !candidate.reviewed,
  );
  if (!alert) throw new Error('The trade review has no open alert to review.');
  return alert.id;
}

const day = 86_400_000;

/** Surveillance calls: the firm's chats read-only, the chat download, the trade review and the audit log. */
export const surveillanceScenarios: {
  [Name in keyof typeof surveillanceEndpoints]: ContractScenario<(typeof surveillanceEndpoints)[Name]>;
} = {
  getSurveillanceTradeReview: { caller: 'compliance', valid: () => ({}) },
  reviewSurveillanceAlert: {
    caller: 'compliance',
    valid: async (_world, call) => ({
      body: { alert_id: await openAlertId(call), note: 'Checked against the fair value.' },
    }),
    invalid: () => ({ body: { alert_id: 'quote:1:front_running', note: ' ' } }),
  },
  getSurveillanceAuditLog: {
    caller: 'compliance',
    valid: () => ({ query: { action: 'channels_listed', limit: 10 } }),
    invalid: () => ({ query: { limit: 0 } }),
  },
  exportSurveillanceAuditLog: { caller: 'compliance', valid: () => ({}) },
  listSurveillanceChannels: { caller: 'compliance', valid: () => ({}) },
  getSurveillanceChannelMessages: {
    caller: 'compliance',
    // No invalid call: a url over Fastify's 100-character parameter limit is a 404 before validation.
    valid: async (_world, call) => ({ params: { url: await firstChannelUrl(call) } }),
  },
  searchSurveillanceMessages: {
    caller: 'compliance',
    valid: () => ({ query: { text: 'bond' } }),
    invalid: () => ({ query: { from: '24/11/2026' } }),
  },
  downloadChats: {
    caller: 'compliance',
    // The last thirty days of one channel (the demo's messages are recent).
    valid: async (_world, call) => {
      const endTime = Date.now();
      return { body: { startTime: endTime - 30 * day, endTime, channelIds: [await firstChannelUrl(call)] } };
    },
    invalid: () => ({ body: { startTime: 2 * day, endTime: day, channelIds: [] } }),
  },
};
