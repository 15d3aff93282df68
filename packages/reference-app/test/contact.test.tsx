import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp } from './renderApp';
import type { ExtraRoute } from './renderApp';

const ticketRoute =
  (status: number, body: unknown): ExtraRoute =>
  (url) =>
    url.pathname === '/ext/intercom/ticket/' ? jsonResponse(status, body) : undefined;

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), 'Asha Iyer');
  await user.type(screen.getByLabelText('Business email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Message'), 'Please tell me about dart for our treasury desk.');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('the contact page', () => {
  it("creates a support ticket and shows 'Your message has been noted'", async () => {
    const { requests } = await renderApp('/contact', { extraRoutes: [ticketRoute(201, { id: 'bk-1' })] });
    await fillAndSend();
    expect(await screen.findByText('Your message has been noted')).toBeVisible();
    const sent = requests.find((request) => request.url.pathname === '/ext/intercom/ticket/');
    const body = JSON.parse(String(sent?.init?.body)) as {
      contacts: { email: string }[];
      attributes: { _default_description_: string };
    };
    expect(body.contacts).toEqual([{ email: 'asha@example.in' }]);
    expect(body.attributes._default_description_).toContain('treasury desk');
  });

  it('shows the field messages and sends nothing when the form is incomplete', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/contact', { extraRoutes: [ticketRoute(201, { id: 'bk-1' })] });
    await user.type(await screen.findByLabelText('Business email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter a valid email ID')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
    expect(requests.some((request) => request.url.pathname === '/ext/intercom/ticket/')).toBe(false);
  });

  it("shows the server's message when the ticket cannot be created", async () => {
    await renderApp('/contact', { extraRoutes: [ticketRoute(429, { detail: 'Too many requests.' })] });
    await fillAndSend();
    await waitFor(() =>
      expect(screen.getByText('Error creating intercom ticket: Too many requests.')).toBeVisible(),
    );
  });
});
