import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBondClient } from '@bondkit/core';
import { createFakeBondApi, fakeDemoPassword } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { ChatWorkspace } from './ChatWorkspace';

function partnerClient(api = createFakeBondApi()) {
  return createBondClient({ apiBase: 'https://fake/', fetch: api.fetch, watchBuilds: false });
}

describe('ChatWorkspace with only <BondkitProvider client={client}>', () => {
  it('asks for a sign-in first, without loading the chat SDK', async () => {
    const client = partnerClient();
    await client.mount();
    render(
      <BondkitProvider client={client} soundPlayer={null}>
        <ChatWorkspace />
      </BondkitProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /needs a signed-in user: sign in with client\.signIn/,
    );
    client.dispose();
  });

  it('names the `chat` option when the server publishes no chat service', async () => {
    const api = createFakeBondApi();
    const client = partnerClient(api);
    await client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword });
    render(
      <BondkitProvider client={client} soundPlayer={null}>
        <ChatWorkspace />
      </BondkitProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to chat…');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'publishes no chat service (api/client-config/): set `chat: { appId, apiHost, webSocketHost }` in createBondClient, or pass ChatWorkspace a `transport`.',
    );
    expect(api.requests.map((request) => request.path)).toContain('api/client-config/');
  });
});
