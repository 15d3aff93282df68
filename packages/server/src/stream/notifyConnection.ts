import type pg from 'pg';

/** The two things the event bus needs from a database connection. */
export interface NotifyConnection {
  notify(channel: string, payload: string): Promise<void>;
  /** Starts listening; answers the function that stops. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

/** PGlite's own API (in-process: one database, one process). */
export interface PgliteNotifyClient {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** A dedicated `pg` Client (not a pool: LISTEN belongs to one session). */
export type PostgresNotifyClient = Pick<pg.Client, 'query' | 'on' | 'off'>;

const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;

/** Channel names are identifiers in LISTEN: only a safe lower-case name is accepted. */
export function assertChannelName(channel: string): void {
  if (!channelPattern.test(channel)) {
    throw new Error(
      `Invalid NOTIFY channel '${channel}': use lower-case letters, digits and _ (at most 63).`,
    );
  }
}

function pgliteNotifyConnection(client: PgliteNotifyClient): NotifyConnection {
  return {
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
}

function postgresNotifyConnection(client: PostgresNotifyClient): NotifyConnection {
  return {
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onPayload) {
      const handler = (message: pg.Notification) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      };
      client.on('notification', handler);
      await client.query(`LISTEN ${channel}`);
      return async () => {
        client.off('notification', handler);
        await client.query(`UNLISTEN ${channel}`);
      };
    },
  };
}

/** Tells PGlite from a `pg` Client by shape, so callers pass whichever they opened. */
export function toNotifyConnection(client: PgliteNotifyClient | PostgresNotifyClient): NotifyConnection {
  if ('listen' in client && typeof client.listen === 'function') return pgliteNotifyConnection(client);
  return postgresNotifyConnection(client as PostgresNotifyClient);
}
