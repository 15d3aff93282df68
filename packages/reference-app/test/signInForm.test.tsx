import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

describe('the sign-in form', () => {
  it('says on the form why a sign-in was refused, not only in a passing toast', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'dealer@bondkit.test');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const form = screen.getByRole('form', { name: 'Sign in with password' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(/\S/);
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('keeps the typed e-mail when switching to a one-time password, and back', async () => {
    const user = userEvent.setup();
    await renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Email'), 'dealer@bondkit.test');
    await user.click(screen.getByRole('radio', { name: 'One-time password' }));
    expect(screen.getByLabelText('Email or mobile number')).toHaveValue('dealer@bondkit.test');
    await user.click(screen.getByRole('radio', { name: 'Password' }));
    expect(screen.getByLabelText('Email')).toHaveValue('dealer@bondkit.test');
  });

  it('does not tell a visitor who never signed in that they were signed out', async () => {
    await renderApp('/auth/logout');
    expect(await screen.findByRole('heading', { name: 'You are not signed in' })).toBeVisible();
    expect(screen.queryByText('You have been signed out')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });
});
