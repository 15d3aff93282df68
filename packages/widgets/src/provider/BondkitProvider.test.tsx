import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BondClient } from '@bondkit/core';
import { BondkitProvider } from './BondkitProvider';
import { createFakeBondClient, createFakeTradeStream } from '@bondkit/core/testing';
import { createTestClient } from './testing/createTestClient';
import { useBondClient } from './useBondClient';
import { useSession } from './useSession';
import { useToast } from './useToast';
import { useTradeStream, useTradeStreamStatus } from './useTradeStream';
import type { TradeStreamLike } from './tradeStreamLike';
import { useWidgetRoot } from './useWidgetRoot';

function ClientProbe() {
  const client = useBondClient();
  return <p>{client === null ? 'no client' : 'client ready'}</p>;
}

function SessionProbe() {
  const session = useSession();
  return <p>session {session.status}</p>;
}

describe('BondkitProvider', () => {
  it('hands the client to useBondClient', () => {
    const { client } = createTestClient();
    render(
      <BondkitProvider client={client}>
        <ClientProbe />
      </BondkitProvider>,
    );
    expect(screen.getByText('client ready')).toBeInTheDocument();
  });

  it('accepts null while loading, then a promise of a client', async () => {
    const { client } = createTestClient();
    let resolveClient: (value: BondClient) => void = () => undefined;
    const promise = new Promise<BondClient>((resolve) => {
      resolveClient = resolve;
    });
    const { rerender } = render(
      <BondkitProvider client={null}>
        <ClientProbe />
      </BondkitProvider>,
    );
    expect(screen.getByText('no client')).toBeInTheDocument();
    rerender(
      <BondkitProvider client={promise}>
        <ClientProbe />
      </BondkitProvider>,
    );
    expect(screen.getByText('no client')).toBeInTheDocument();
    await act(async () => resolveClient(client));
    expect(screen.getByText('client ready')).toBeInTheDocument();
  });

  it('ignores a superseded promise that resolves late', async () => {
    const first = createTestClient().client;
    const second = createTestClient().client;
    let resolveFirst: (value: BondClient) => void = () => undefined;
    const slow = new Promise<BondClient>((resolve) => {
      resolveFirst = resolve;
    });
    function Probe() {
      const client = useBondClient();
      return <p>{client === second ? 'second' : client === first ? 'first' : 'none'}</p>;
    }
    const { rerender } = render(
      <BondkitProvider client={slow}>
        <Probe />
      </BondkitProvider>,
    );
    rerender(
      <BondkitProvider client={second}>
        <Probe />
      </BondkitProvider>,
    );
    await act(async () => resolveFirst(first));
    expect(screen.getByText('second')).toBeInTheDocument();
  });

  it.each([
    ['useBondClient', ClientProbe],
    ['useSession', SessionProbe],
  ])('%s outside the provider throws an error that says how to fix it', (name, Component) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Component />)).toThrow(
      `${name} must be used inside <BondkitProvider>. Wrap your app (or the widget) in <BondkitProvider client={createBondClient(...)}>.`,
    );
    vi.restoreAllMocks();
  });
});

describe('useSession', () => {
  it('follows the client session store', async () => {
    const { client } = createTestClient();
    render(
      <BondkitProvider client={client}>
        <SessionProbe />
      </BondkitProvider>,
    );
    expect(screen.getByText(/^session /)).toHaveTextContent(`session ${client.session.getSnapshot().status}`);
    await act(async () => {
      await client.loadSession();
    });
    // No tokens: the fake backend answers 401 and the session becomes unauthenticated.
    expect(screen.getByText('session unauthenticated')).toBeInTheDocument();
  });

  it('is loading while the client is', () => {
    render(
      <BondkitProvider client={null}>
        <SessionProbe />
      </BondkitProvider>,
    );
    expect(screen.getByText('session loading')).toBeInTheDocument();
  });
});

function createManualStream() {
  const handlers = new Map<string, Set<(message: never) => void>>();
  const subscribe = vi.fn((type: string, handler: (message: never) => void) => {
    let set = handlers.get(type);
    if (set === undefined) handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  });
  // A hand-made stream speaks plain strings; the provider's type names the core's message types.
  const stream = { on: subscribe } as unknown as TradeStreamLike;
  const emit = (type: string, message: unknown) => {
    for (const handler of handlers.get(type) ?? []) (handler as (value: unknown) => void)(message);
  };
  return { stream, emit, subscribe, count: (type: string) => handlers.get(type)?.size ?? 0 };
}

describe('useTradeStream', () => {
  it('delivers messages to the latest handler without re-subscribing', () => {
    const { client } = createTestClient();
    const manual = createManualStream();
    const seen: string[] = [];
    function Listener({ prefix }: { prefix: string }) {
      useTradeStream<{ finstrument_id: number }>('price_update', (message) => {
        seen.push(`${prefix}${message.finstrument_id}`);
      });
      return null;
    }
    const { rerender, unmount } = render(
      <BondkitProvider client={client} stream={manual.stream}>
        <Listener prefix="a" />
      </BondkitProvider>,
    );
    act(() => manual.emit('price_update', { finstrument_id: 1 }));
    rerender(
      <BondkitProvider client={client} stream={manual.stream}>
        <Listener prefix="b" />
      </BondkitProvider>,
    );
    act(() => manual.emit('price_update', { finstrument_id: 2 }));
    expect(seen).toEqual(['a1', 'b2']);
    expect(manual.subscribe).toHaveBeenCalledTimes(1);
    unmount();
    expect(manual.count('price_update')).toBe(0);
  });
});

describe('useToast', () => {
  it('pushes onto the client toast store', () => {
    const { client } = createTestClient();
    function Pusher() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.push({ severity: 'info', summary: 'Saved' })}>
          push
        </button>
      );
    }
    render(
      <BondkitProvider client={client}>
        <Pusher />
      </BondkitProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(client.toasts.getSnapshot().map((toast) => toast.summary)).toEqual(['Saved']);
    client.dispose();
  });
});

describe('useWidgetRoot', () => {
  it('maps the appearance onto the theme class and --bk-* variables, the widget over the provider', () => {
    const { client } = createTestClient();
    function Root() {
      const { rootProps } = useWidgetRoot('Root', 'bk-test', {
        appearance: { variables: { colorPrimary: '#ff0000', space1: '2px' } },
        className: 'partner',
        style: { marginTop: 3 },
      });
      return <div data-testid="root" {...rootProps} />;
    }
    function Toggle() {
      const [, setCount] = useState(0);
      return (
        <BondkitProvider
          client={client}
          appearance={{ theme: 'dark', variables: { colorPrimary: '#00ff00', radiusMedium: '0px' } }}
        >
          <Root />
          <button type="button" onClick={() => setCount((count) => count + 1)}>
            again
          </button>
        </BondkitProvider>
      );
    }
    render(<Toggle />);
    const root = screen.getByTestId('root');
    expect(root).toHaveClass('bk-root', 'bk-test', 'bk-theme-dark', 'partner');
    expect(root.style.getPropertyValue('--bk-color-primary')).toBe('#ff0000');
    expect(root.style.getPropertyValue('--bk-radius-medium')).toBe('0px');
    expect(root.style.getPropertyValue('--bk-space-1')).toBe('2px');
    expect(root.style.marginTop).toBe('3px');
  });

  it('names the widget in the missing-provider error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Widget() {
      useWidgetRoot('BondSearch', 'bk-x', {});
      return null;
    }
    expect(() => render(<Widget />)).toThrow(/^BondSearch must be used inside <BondkitProvider>/);
    vi.restoreAllMocks();
  });
});

describe('useTradeStream with the core fake stream', () => {
  it('types messages by their wire type and follows the connection status', () => {
    const { client } = createTestClient();
    const stream = createFakeTradeStream();
    const prices: number[] = [];
    function Listener() {
      useTradeStream('price_update', (message) => prices.push(message.unit_clean_price));
      return <p>stream {useTradeStreamStatus()}</p>;
    }
    render(
      <BondkitProvider client={client} stream={stream}>
        <Listener />
      </BondkitProvider>,
    );
    expect(screen.getByText('stream idle')).toBeInTheDocument();
    act(() => stream.connect());
    expect(screen.getByText('stream open')).toBeInTheDocument();
    act(() =>
      stream.emit({ type: 'price_update', finstrument_id: 1, unit_clean_price: 101.25, bond_yield: 0.0712 }),
    );
    expect(prices).toEqual([101.25]);
  });
});

describe("the provider's default stream", () => {
  function PriceListener({ prices }: { prices: number[] }) {
    useTradeStream('price_update', (message) => prices.push(message.unit_clean_price));
    return null;
  }
  const price = {
    type: 'price_update',
    finstrument_id: 1,
    unit_clean_price: 99.5,
    bond_yield: 0.07,
  } as const;

  it("is the client's own stream, so widgets hear the connection the client keeps", () => {
    const stream = createFakeTradeStream();
    const { client } = createFakeBondClient({ client: { stream } });
    const prices: number[] = [];
    render(
      <BondkitProvider client={client}>
        <PriceListener prices={prices} />
      </BondkitProvider>,
    );
    act(() => stream.emit(price));
    expect(prices).toEqual([99.5]);
  });

  it('is none when the stream prop is null', () => {
    const stream = createFakeTradeStream();
    const { client } = createFakeBondClient({ client: { stream } });
    const prices: number[] = [];
    render(
      <BondkitProvider client={client} stream={null}>
        <PriceListener prices={prices} />
      </BondkitProvider>,
    );
    act(() => stream.emit(price));
    expect(prices).toEqual([]);
  });
});

describe('BondkitContext', () => {
  it('is one context per page, even for a second copy of the module', async () => {
    const firstCopy = await import('./BondkitContext');
    // A query makes Vite load the file again as a separate module instance.
    const secondCopy = (await import(
      /* @vite-ignore */ `./BondkitContext?copy=${Date.now()}`
    )) as typeof firstCopy;
    expect(secondCopy).not.toBe(firstCopy);
    expect(secondCopy.BondkitContext).toBe(firstCopy.BondkitContext);
  });
});
