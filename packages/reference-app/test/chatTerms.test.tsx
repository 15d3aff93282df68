import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, onTestFinished, vi } from 'vitest';
import { startInProcessServer } from '@bondkit/server/testing';
import { renderApp } from './renderApp';

// The spec's chat terms: accepted once before the first chat (`has_accepted_chat_terms`,
// `PATCH api/client/chat-terms/`). jsdom lays nothing out, so /dart shows one panel at a time, as on a phone.
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

it('asks for the chat terms before the first chat, once, and opens the chat when they are accepted', async () => {
  const server = await startInProcessServer();
  onTestFinished(() => server.close());
  await server.setChatTermsAccepted('dealer@demo.bondkit.in', false);
  asPhone();
  const user = userEvent.setup();
  const { requests, client } = await renderApp('/dart', { signInAs: 'dealer@demo.bondkit.in', server });
  await user.click(await screen.findByRole('tab', { name: 'Chat' }));
  const pane = await screen.findByRole('tabpanel', { name: 'Chat' });
  const terms = await within(pane).findByRole('region', { name: 'Before your first chat' });
  expect(within(terms).getByRole('link', { name: 'chat policy' })).toHaveAttribute('href', '/chat-policy');
  // Until accepted, the pane does not sign in to chat.
  expect(within(pane).queryByText('Connecting to chat…')).toBeNull();
  expect(requests.some((request) => request.url.pathname === '/api/issue-sb-session-token')).toBe(false);

  await user.click(within(terms).getByRole('button', { name: 'Accept and start chatting' }));
  await vi.waitFor(() =>
    expect(within(pane).queryByRole('region', { name: 'Before your first chat' })).toBeNull(),
  );
  const accepted = requests.filter(
    (request) => request.url.pathname === '/api/client/chat-terms/' && request.init?.method === 'PATCH',
  );
  expect(accepted.map((request) => JSON.parse(String(request.init?.body)) as unknown)).toEqual([
    { has_accepted_chat_terms: true },
  ]);
  // The server keeps it: the session, loaded again, says so (the terms are not asked again).
  expect((await client.loadSession())?.user_info.has_accepted_chat_terms).toBe(true);
});
