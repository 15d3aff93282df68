import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createBondClient } from '@bondkit/core';
import { createFakeBondApi, fakeDemoPassword } from '@bondkit/core/testing';
import { BondkitProvider } from '../provider/BondkitProvider';
import { MindChat } from './MindChat';

function partnerClient(fetch: typeof globalThis.fetch = createFakeBondApi().fetch) {
  // No mindApiBase: as a partner's README snippet makes it.
  return createBondClient({ apiBase: 'https://fake/', fetch, watchBuilds: false });
}

async function ask(question: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox'), question);
  await user.keyboard('{Enter}');
}

describe('MindChat with only <BondkitProvider client={client}>', () => {
  it("asks a visitor's question in the preview, on the MIND base the server publishes", async () => {
    const api = createFakeBondApi();
    render(
      <BondkitProvider client={partnerClient(api.fetch)} soundPlayer={null}>
        <MindChat />
      </BondkitProvider>,
    );
    await ask('Show the G-sec curve');
    expect(await screen.findByText(/^The fake analyst was asked: Show the G-sec curve/)).toBeInTheDocument();
    expect(api.requests.map((request) => request.path)).toEqual(
      expect.arrayContaining(['api/client-config/', 'mind-api/preview/chat/']),
    );
  });

  it("asks a signed-in researcher's questions in a conversation of their own", async () => {
    const api = createFakeBondApi();
    const client = partnerClient(api.fetch);
    await client.signIn({ email: 'researcher@bondkit.test', password: fakeDemoPassword });
    render(
      <BondkitProvider client={client} soundPlayer={null}>
        <MindChat />
      </BondkitProvider>,
    );
    await ask('Yields this week');
    expect(await screen.findByText(/^The fake analyst was asked: Yields this week/)).toBeInTheDocument();
    const [conversation] = api.state.mind.conversations;
    expect(conversation).toBeDefined();
    expect(api.requests.at(-1)?.path).toBe(`mind-api/conversations/${conversation!.id}/chat/`);
  });

  it('shows an error that names mindApiBase when the server runs no MIND', async () => {
    const onError = vi.fn();
    const fetch: typeof globalThis.fetch = async () =>
      Response.json({ chat: null, mind: null, features: { chat: false, mind: false, mind_preview: false } });
    render(
      <BondkitProvider client={partnerClient(fetch)} soundPlayer={null}>
        <MindChat onError={onError} />
      </BondkitProvider>,
    );
    await ask('Anything');
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(screen.getByRole('alert')).toHaveTextContent(/set `mindApiBase`/);
  });
});
