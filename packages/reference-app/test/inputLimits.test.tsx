import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

describe('input limits from the shared schemas', () => {
  it('says a contact message over 5,000 characters is too long, and sends nothing', async () => {
    const { requests } = await renderApp('/contact');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Asha Iyer');
    await user.type(screen.getByLabelText('Business email'), 'asha@example.in');
    // Pasted, as a user would: typing 5,001 characters one by one is slow and says nothing more.
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'x'.repeat(5001) } });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message should be at most 5,000 characters.')).toBeVisible();
    expect(screen.queryByText('Message is required')).toBeNull();
    expect(requests.some((request) => request.url.pathname === '/ext/intercom/ticket/')).toBe(false);
  }, 30_000);

  it('refuses a 300-character first name on the profile with a clear message', async () => {
    const { requests } = await renderApp('/profile', { signInAs: 'dealer@demo.bondkit.in' });
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText('First name');
    fireEvent.change(firstName, { target: { value: 'A'.repeat(300) } });
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Should be at most 100 characters.')).toBeVisible();
    expect(requests.some((request) => request.init?.method === 'PUT')).toBe(false);
  }, 30_000);
});
