import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { MindChat } from '@bondkit/widgets/mind-chat';
import { checkRoute, routeTable } from '@bondkit/core/access';
import { useAppServices } from '../../app/AppServices';
import { useSessionState } from '../../app/useSessionState';
import { useAsyncData } from '../../app/useAsyncData';
import { MindWorkspace } from './MindWorkspace';
import { routerLink } from './securityLink';
import { useMindClient } from './useMindClient';
import { formatMarketTime } from '../../app/marketDay';

/** /mind: a new conversation with suggested questions. */
export function MindPage() {
  return <MindWorkspace />;
}

/** /mind/chat/{id}: a conversation and its history. */
export function MindChatPage() {
  const { id } = useParams();
  return <MindWorkspace key={id} conversationId={id} />;
}

/** /mind/preview: a few questions a day for visitors, answered by the built-in analyst, nothing stored. */
export function MindPreviewPage() {
  const { client } = useAppServices();
  const session = useSessionState(client);
  const mind = useMindClient();
  const [version, setVersion] = useState(0);
  const usage = useAsyncData(`preview-usage-${version}`, () => mind.previewUsage());
  const suggestions = useAsyncData('suggestions', () => mind.suggestions());
  const left = usage.data ? Math.max(0, usage.data.questions_limit - usage.data.questions_used) : null;
  // Someone who may open the full analyst (a market researcher, paid or in trial: the route's own rule) has no
  // use for the preview's few questions a day.
  if (session.data && checkRoute('/mind', session.data, new Date(client.now())).kind === 'allow')
    return <Navigate to="/mind" replace />;
  return (
    <main className="app-page app-page--wide app-mind" aria-labelledby="page-title">
      <h1 id="page-title">Try MIND, the AI analyst</h1>
      <p className="app-static__lead">
        Ask about a bond, a screen or the G-sec curve. Every number comes from the platform's data and pricing
        engine.
      </p>
      <MindChat
        transport={mind.previewTransport}
        chatId="preview"
        suggestions={suggestions.data ?? []}
        renderLink={routerLink}
        onFinish={() => setVersion((value) => value + 1)}
        onError={() => setVersion((value) => value + 1)}
        footer={
          <p className="app-mind__usage" aria-live="polite">
            {left === null ? '' : `${left} of ${usage.data!.questions_limit} preview questions left today. `}
            <Link to="/auth/login?redirect=/mind">Sign in</Link> as a market researcher for the full analyst.
          </p>
        }
      />
    </main>
  );
}

/** /mind/public/{id}: a shared conversation, read-only, without the sidebar (the route's chatSidebarHidden). */
export function MindPublicChatPage() {
  const { id = '' } = useParams();
  const mind = useMindClient();
  const shared = useAsyncData(`shared-${id}`, () => mind.getSharedConversation(id));
  const sidebarHidden =
    routeTable.find((route) => route.path === '/mind/public/:id')?.chatSidebarHidden ?? true;
  if (shared.status === 'loading') return <main className="app-page" aria-busy="true" />;
  if (shared.status === 'error')
    return (
      <main className="app-page" aria-labelledby="page-title">
        <h1 id="page-title">This shared conversation is not available</h1>
        <p>The link may be wrong, or its owner has revoked it.</p>
      </main>
    );
  const snapshot = shared.data;
  return (
    <main className="app-page app-page--wide app-mind" aria-labelledby="page-title">
      <h1 id="page-title">{snapshot.title}</h1>
      <p className="app-static__lead">
        A MIND conversation shared on {formatMarketTime(snapshot.shared_at)} IST: a read-only snapshot.{' '}
        <Link to="/mind/preview">Try MIND yourself</Link>.
      </p>
      <MindChat
        transport={mind.previewTransport}
        chatId={`public-${id}`}
        initialMessages={snapshot.messages}
        readOnly
        chatSidebarHidden={sidebarHidden}
        renderLink={routerLink}
      />
    </main>
  );
}
