/** A ticket as the support route forwards it. */
interface SupportTicketRequest {
  /** Intercom ticket type id (after the spec's mapping 1→1, 2→6, 3→5, 4→8). */
  ticketTypeId: number;
  contacts: unknown[];
  attributes: Record<string, unknown>;
}

/** Where support tickets are forwarded. */
export interface SupportTicketForwarder {
  /** Short name stored with the ticket (`intercom`). */
  readonly name: string;
  /** Creates the ticket at the provider; answers the provider's ticket id. */
  createTicket(ticket: SupportTicketRequest): Promise<{ id: string }>;
}

/** The Intercom adapter: `POST {apiUrl}/tickets` with the access token. */
export function createIntercomForwarder(options: {
  accessToken: string;
  /** API base. Default https://api.intercom.io. */
  apiUrl?: string;
  /** Default global fetch. */
  fetch?: typeof fetch;
  /** Milliseconds before giving up. Default 10 000. */
  timeoutMilliseconds?: number;
}): SupportTicketForwarder {
  const fetchImplementation = options.fetch ?? fetch;
  const apiUrl = (options.apiUrl ?? 'https://api.intercom.io').replace(/\/$/, '');
  return {
    name: 'intercom',
    async createTicket(ticket) {
      const response = await fetchImplementation(`${apiUrl}/tickets`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'intercom-version': '2.11',
        },
        body: JSON.stringify({
          ticket_type_id: String(ticket.ticketTypeId),
          contacts: ticket.contacts,
          ticket_attributes: ticket.attributes,
        }),
        signal: AbortSignal.timeout(options.timeoutMilliseconds ?? 10_000),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`Intercom answered ${response.status}: ${text.slice(0, 200)}`);
      const body = JSON.parse(text) as { id?: unknown; ticket_id?: unknown };
      const id = body.id ?? body.ticket_id;
      if (typeof id !== 'string' && typeof id !== 'number')
        throw new Error('Intercom answered without a ticket id');
      return { id: String(id) };
    },
  };
}
