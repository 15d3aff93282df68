import { quoteWriteEndpoints } from '@bondkit/core/contract';
import type { ApiApp } from '../../http/fastifyTypes';
import { registerEndpoint } from '../../http/registerEndpoint';
import { ChatHub } from '../../chat/chatHub';
import { ChatService } from '../../chat/chatService';
import { chatChannelOfQuote, postQuoteMessage } from '../../trading/chatQuotes';
import { createEoi, updateEoi } from '../../trading/eoiService';
import { eoiViews, quoteContextOf } from './quoteContext';

/** Creating, answering, countering and updating quotes (EOIs). Dealers only: they hold trade access. */
export function createQuoteRoutes(app: ApiApp): void {
  // Quotes shared in a chat are posted there through a chat service of their own, as trade tickets are: its
  // hub only publishes frames on the event bus, and the chat module's hub (which holds the sockets) sends them.
  const hub = new ChatHub(app.services.events);
  const chat = new ChatService(app.services.db, hub, () => app.services.now().getTime());
  app.addHook('preClose', async () => hub.close());

  for (const endpoint of [quoteWriteEndpoints.createQuote, quoteWriteEndpoints.addQuote]) {
    registerEndpoint(app, endpoint, async ({ body, request }) => {
      const context = await quoteContextOf(app, request);
      const row = await createEoi(context, body, app.services.events);
      const [view] = await eoiViews(app, [row], context.party.clientId);
      const channelUrl = chatChannelOfQuote(row.otoParticipantDetails);
      if (channelUrl !== null) {
        // The quote stands as a private run whatever happens to its chat message; the log says why one failed.
        try {
          await postQuoteMessage(app.services.db, chat, channelUrl, row, view!);
        } catch (error) {
          request.log.warn({ err: error }, 'quote shared in chat: message not posted');
        }
      }
      return view!;
    });
  }

  registerEndpoint(app, quoteWriteEndpoints.addNegotiation, async ({ body, request }) => {
    const context = await quoteContextOf(app, request);
    const row = await createEoi(context, body, app.services.events, 'negotiation');
    const [view] = await eoiViews(app, [row], context.party.clientId);
    return view!;
  });

  registerEndpoint(app, quoteWriteEndpoints.updateQuote, async ({ params, body, request }) => {
    const context = await quoteContextOf(app, request);
    const row = await updateEoi(context, params.id, body, app.services.events);
    const [view] = await eoiViews(app, [row], context.party.clientId);
    return view!;
  });
}
