import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BondkitProvider } from '../../provider/BondkitProvider';
import {
  createClientWithFetch,
  createTestClient,
  jsonResponse,
} from '../../provider/testing/createTestClient';
import type { SoundPlayer } from '../../provider/soundPlayer';
import { Toaster } from './Toaster';

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('plays no sound by default: a partner page has no sound files to request', () => {
    const globals = globalThis as { Audio?: unknown };
    const originalAudio = globals.Audio;
    const requested: string[] = [];
    globals.Audio = class {
      constructor(url: string) {
        requested.push(url);
      }
      play() {
        return Promise.resolve();
      }
    };
    try {
      const { client } = createTestClient();
      render(
        <BondkitProvider client={client}>
          <Toaster />
        </BondkitProvider>,
      );
      act(() => {
        client.toasts.push({ severity: 'success', summary: 'Quote created' });
        client.toasts.push({ severity: 'error', summary: 'Error' });
      });
      expect(screen.getByText('Quote created')).toBeInTheDocument();
      expect(requested).toEqual([]);
    } finally {
      globals.Audio = originalAudio;
    }
  });

  it('shows each severity with its role and the action link', () => {
    const { client } = createTestClient();
    render(
      <BondkitProvider client={client} soundPlayer={null}>
        <Toaster />
      </BondkitProvider>,
    );
    act(() => {
      client.toasts.push({ severity: 'info', summary: 'Heads up', detail: 'Market opens at 9' });
      client.toasts.push({
        severity: 'error',
        summary: 'Error',
        detail: 'Something went wrong, Please try again.',
      });
      client.toasts.push({
        severity: 'success',
        summary: 'New response',
        actionUrl: '/dart/rfq',
        actionText: 'View quote',
      });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('alert')).toHaveTextContent(
      'Error: ErrorSomething went wrong, Please try again.',
    );
    expect(within(region).getAllByRole('status')).toHaveLength(2);
    expect(within(region).getByRole('link', { name: 'View quote' })).toHaveAttribute('href', '/dart/rfq');
    client.dispose();
  });

  it('removes a toast after its 4 s life', () => {
    vi.useFakeTimers();
    const { client } = createTestClient();
    render(
      <BondkitProvider client={client} soundPlayer={null}>
        <Toaster />
      </BondkitProvider>,
    );
    act(() => {
      client.toasts.push({ severity: 'warn', summary: 'Careful' });
    });
    expect(screen.getByText('Careful')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(screen.getByText('Careful')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Careful')).not.toBeInTheDocument();
  });

  it('dismisses a toast from its button', async () => {
    const user = userEvent.setup();
    const { client } = createTestClient();
    render(
      <BondkitProvider client={client} soundPlayer={null}>
        <Toaster />
      </BondkitProvider>,
    );
    act(() => {
      client.toasts.push({ severity: 'info', summary: 'Saved' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss: Saved' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    client.dispose();
  });

  it('shows only its own group', () => {
    const { client } = createTestClient();
    render(
      <BondkitProvider client={client} soundPlayer={null}>
        <Toaster />
        <Toaster group="chat" label="Chat notifications" />
      </BondkitProvider>,
    );
    act(() => {
      client.toasts.push({ severity: 'info', summary: 'Main toast' });
      client.toasts.push({ severity: 'info', summary: 'Chat toast', group: 'chat' });
    });
    const main = screen.getByRole('region', { name: 'Notifications' });
    const chat = screen.getByRole('region', { name: 'Chat notifications' });
    expect(within(main).getByText('Main toast')).toBeInTheDocument();
    expect(within(main).queryByText('Chat toast')).not.toBeInTheDocument();
    expect(within(chat).getByText('Chat toast')).toBeInTheDocument();
    client.dispose();
  });

  it('plays the error and success sounds once per toast and ignores playback failures', async () => {
    const { client } = createTestClient();
    const played: string[] = [];
    const failingPlayer: SoundPlayer = (sound) => {
      played.push(sound);
      return Promise.reject(new Error('NotAllowedError: play() needs a user gesture'));
    };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    render(
      <BondkitProvider client={client} soundPlayer={failingPlayer}>
        <Toaster />
      </BondkitProvider>,
    );
    act(() => {
      client.toasts.push({ severity: 'error', summary: 'Failed' });
    });
    act(() => {
      client.toasts.push({ severity: 'success', summary: 'Done' });
      client.toasts.push({ severity: 'info', summary: 'Plain' });
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(played).toEqual(['error', 'success']);
    expect(unhandled).not.toHaveBeenCalled();
    expect(screen.getByText('Done')).toBeInTheDocument();
    client.dispose();
  });

  it('survives a sound player that throws', () => {
    const { client } = createTestClient();
    const throwingPlayer: SoundPlayer = () => {
      throw new Error('no audio');
    };
    render(
      <BondkitProvider client={client} soundPlayer={throwingPlayer}>
        <Toaster />
      </BondkitProvider>,
    );
    act(() => {
      client.toasts.push({ severity: 'error', summary: 'Still shown' });
    });
    expect(screen.getByText('Still shown')).toBeInTheDocument();
    client.dispose();
  });

  it('shows a 207 answer as a warning with the server message', async () => {
    const client = createClientWithFetch(async () =>
      jsonResponse(207, { detail: '2 of 3 quotes were published', finstruments: [] }),
    );
    render(
      <BondkitProvider client={client} soundPlayer={null}>
        <Toaster />
      </BondkitProvider>,
    );
    await act(async () => {
      await client.market.getFinstrumentList({ searchKey: 'demo' });
    });
    const warning = screen.getByRole('status');
    expect(warning).toHaveClass('bk-toast--warn');
    expect(warning).toHaveTextContent('Warning: ');
    expect(warning).toHaveTextContent('2 of 3 quotes were published');
    client.dispose();
  });

  it('portals into the provider portalContainer inside a shadow root', () => {
    const { client } = createTestClient();
    const host = document.createElement('div');
    document.body.append(host);
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const mountPoint = document.createElement('div');
    const layers = document.createElement('div');
    shadowRoot.append(mountPoint, layers);
    render(
      <BondkitProvider client={client} soundPlayer={null} portalContainer={layers}>
        <Toaster />
      </BondkitProvider>,
      { container: mountPoint },
    );
    act(() => {
      client.toasts.push({ severity: 'info', summary: 'Inside the shadow' });
    });
    expect(layers.querySelector('.bk-toast')).toHaveTextContent('Inside the shadow');
    expect(document.body.querySelector('.bk-toast')).toBeNull();
    client.dispose();
    host.remove();
  });
});
