import type { ContractBackend } from './contractBackends';
import type { serverBackend } from './contractBackends';

/** The server backend: the reference server's test instance beside the backend's calls. */
type ServerBackend = Awaited<ReturnType<typeof serverBackend>>;

/**
 * Reads the latest mail or SMS a backend sent to a recipient: the server keeps every message in its dev
 * outbox (a one-time password, an invitation link), which a scenario reads the way a person reads their
 * mail. The fake keeps the mails it sends (invitation links) and reads them itself; it sends no SMS.
 */
export function lastMessageReader(backend: ContractBackend): (recipient: string) => Promise<string> {
  return async (recipient) => {
    if (backend.lastMessageTo !== undefined) return backend.lastMessageTo(recipient);
    if (!('server' in backend)) throw new Error(`${backend.name}: sends no mail or SMS to read.`);
    const response = await (backend as ServerBackend).server.app.inject({
      method: 'GET',
      url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
    });
    const [latest] = response.json<{ messages: { body: string }[] }>().messages;
    if (!latest) throw new Error(`${backend.name}: nothing was sent to ${recipient}.`);
    return latest.body;
  };
}
