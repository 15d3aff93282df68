import type { ApiApp, RouteModule } from '../../http/fastifyTypes';
import { createMindService } from '../../mind/mindService';
import { chatRoutes } from './chatRoutes';
import { conversationRoutes } from './conversationRoutes';
import { previewRoutes } from './previewRoutes';
import { shareRoutes } from './shareRoutes';

/** MIND, the AI analyst, on its own prefix `/mind-api/` (the client's `mindApiBase`). */
export const mindRoutes: RouteModule[] = [
  (app: ApiApp) => {
    const mind = createMindService(app.services);
    app.addHook('onClose', async () => mind.close());
    conversationRoutes(app);
    chatRoutes(app, mind);
    shareRoutes(app);
    previewRoutes(app, mind);
  },
];
