import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

// What a page shows is words, not the codes the platform stores: the client form names a state as the client
// list does (core's indianStateLabel), keeping the code as the value it sends.
describe('codes in words', () => {
  it("offers states as the list writes them ('Kerala'), sending the code ('KERALA')", async () => {
    await renderApp('/manage-clients/new', { signInAs: 'dealer@bondkit.test' });
    const state = await screen.findByLabelText('State');
    expect(within(state).getByRole('option', { name: 'Kerala' })).toHaveValue('KERALA');
    expect(within(state).getByRole('option', { name: 'Andaman and Nicobar Islands' })).toBeInTheDocument();
    expect(within(state).queryByRole('option', { name: 'KERALA' })).toBeNull();
  });
});
