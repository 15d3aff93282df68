import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { supportTickets } from '../../src/database/schema/index';
import type { SupportTicketForwarder } from '../../src/support/intercomClient';
import { fileSupportTicket } from '../../src/support/supportTickets';
import { startTestServer, type TestServer } from '../harness';

// Filing a support ticket without HTTP: kept always, forwarded when a provider is configured, and kept
// with the reason when the provider refuses it.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const ticket = {
  ticket_type_id: 5 as const,
  contacts: [{ email: 'service.support@example.in' }],
  attributes: { _default_title_: 'Settlement', _default_description_: 'When does it settle?' },
};

/** A logger that remembers what was logged as an error. */
function recordingLog() {
  const errors: unknown[][] = [];
  return { errors, log: { error: (...logged: unknown[]) => void errors.push(logged) } };
}

async function storedTicket(id: string) {
  const [row] = await server.database.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.id, Number(id.replace('bk-', ''))));
  return row;
}

describe('support tickets (support/supportTickets)', () => {
  it('keeps a ticket without a provider, and forwards it to one', async () => {
    const { log } = recordingLog();
    const kept = await fileSupportTicket({ db: server.database.db, forwarder: null, log }, ticket, null);
    expect(kept.forwarded).toBe(false);
    expect(await storedTicket(kept.id)).toMatchObject({ title: 'Settlement', forwardedTo: null });

    const forwarded: unknown[] = [];
    const forwarder: SupportTicketForwarder = {
      name: 'intercom',
      createTicket: (request) => {
        forwarded.push(request);
        return Promise.resolve({ id: 'ic-77' });
      },
    };
    const answer = await fileSupportTicket({ db: server.database.db, forwarder, log }, ticket, null);
    expect(answer).toEqual({ id: 'ic-77', forwarded: true });
    expect(forwarded).toEqual([
      { ticketTypeId: 5, contacts: ticket.contacts, attributes: ticket.attributes },
    ]);
    const [row] = await server.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.providerTicketId, 'ic-77'));
    expect(row).toMatchObject({ forwardedTo: 'intercom', forwardError: null });
  });

  it("keeps a ticket the provider refuses, with the provider's reason, and logs it", async () => {
    const { errors, log } = recordingLog();
    const refusing: SupportTicketForwarder = {
      name: 'intercom',
      createTicket: () => Promise.reject(new Error('Intercom answered 503')),
    };
    const answer = await fileSupportTicket(
      { db: server.database.db, forwarder: refusing, log },
      ticket,
      null,
    );
    expect(answer.forwarded).toBe(false);
    expect(answer.id).toMatch(/^bk-\d+$/);
    expect(await storedTicket(answer.id)).toMatchObject({
      forwardError: 'Intercom answered 503',
      forwardedTo: null,
    });
    expect(errors).toHaveLength(1);
  });
});
