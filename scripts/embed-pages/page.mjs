// The partner's own code every measured page shares (scripts/measure-embeds-in-browser.mjs builds one page per
// embed): where the API is, a sign-in button (the partner's own form, reduced to a demo user) and the root.
// Plain JavaScript with createElement, so the build needs no JSX plugin. The page's code shares the entry chunk
// with bondkit's and is counted with it (a few hundred bytes; the harness reports its share).
import { createElement as h, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The reference server on another origin (the harness sets it for the build). */
export const apiBase = import.meta.env.VITE_BONDKIT_API;

/** Renders the page's element into #root. */
export function renderPage(element) {
  createRoot(document.getElementById('root')).render(h(StrictMode, null, element));
}

/** Mounts the client (loads the session, starts the refresh and, signed in, the trade stream), as the README says. */
export function useMountedClient(client) {
  useEffect(() => {
    void client.mount();
    return () => client.dispose();
  }, [client]);
}

/**
 * The partner's sign-in: a demo user (the dealer unless `email` says), from a button, so that "initial" is the
 * page before anyone signs in.
 */
export function SignIn({ client, email = 'dealer@demo.bondkit.in' }) {
  const [message, setMessage] = useState(null);
  const signIn = async () => {
    const result = await client.signIn({ email, password: 'Bondkit@2026' });
    setMessage(result.ok ? 'Signed in' : result.message);
  };
  return h(
    'p',
    null,
    h('button', { type: 'button', onClick: () => void signIn() }, 'Sign in'),
    message === null ? null : h('span', { role: 'status' }, message),
  );
}
