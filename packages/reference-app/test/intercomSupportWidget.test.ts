import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@bondkit/core';
import { createConfiguredSupportWidget } from '../src/support/configuredSupportWidget';
import { createIntercomSupportWidget } from '../src/support/intercomSupportWidget';
import type { IntercomWindow } from '../src/support/intercomSupportWidget';

/**
 * A local Messenger server speaking Intercom's script protocol: the widget script replays the calls the
 * page queued on `window.Intercom.q` before it loaded, then takes over `window.Intercom`. It records every
 * call, and which app id's script was asked for, as the real Messenger would act on them.
 */
const messengerScript = `
(function () {
  var queued = (window.Intercom && window.Intercom.q) || [];
  var calls = window.__messengerCalls = [];
  window.Intercom = function () { calls.push(Array.prototype.slice.call(arguments)); };
  for (var i = 0; i < queued.length; i++) window.Intercom.apply(null, queued[i]);
})();`;

let base = '';
const scriptRequests: string[] = [];
const server = createServer((request, response) => {
  scriptRequests.push(request.url ?? '');
  if (request.url?.startsWith('/widget/')) {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(messengerScript);
  } else {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><html><head></head><body></body></html>');
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function page(): IntercomWindow & { __messengerCalls?: unknown[][] } {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: `${base}/app`,
    runScripts: 'dangerously',
    resources: 'usable',
  });
  return dom.window;
}

async function loaded(target: { __messengerCalls?: unknown[][] }): Promise<unknown[][]> {
  for (let attempt = 0; attempt < 200 && target.__messengerCalls === undefined; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
  if (target.__messengerCalls === undefined) throw new Error('the Messenger script never loaded');
  return target.__messengerCalls;
}

const asha = {
  id: 7,
  name: 'Meridian Capital Securities',
  user_info: { unique_id: 'u-asha', email: 'asha@meridian.in', first_name: 'Asha', last_name: 'Iyer' },
} as unknown as SessionUser;

describe('the Intercom Messenger adapter, against a local Messenger script server', () => {
  it('loads the workspace script once, boots with the user, updates on route changes, and reboots on sign-out', async () => {
    const target = page();
    const widget = createIntercomSupportWidget({
      appId: 'abc123xy',
      scriptUrl: `${base}/widget/abc123xy`,
      window: target,
    });
    widget.update({ path: '/dart', user: asha });
    widget.update({ path: '/client/transactions', user: asha });
    const calls = await loaded(target);
    expect(scriptRequests.filter((url) => url.startsWith('/widget/'))).toEqual(['/widget/abc123xy']);
    // The two calls queued before the script loaded were replayed by it, in order.
    expect(calls[0]).toEqual([
      'boot',
      {
        app_id: 'abc123xy',
        user_id: 'u-asha',
        email: 'asha@meridian.in',
        name: 'Asha Iyer',
        company: { company_id: '7', name: 'Meridian Capital Securities' },
      },
    ]);
    expect(calls[1]?.[0]).toBe('update');

    // Signing out ends Asha's Messenger session before the visitor's begins.
    widget.update({ path: '/', user: null });
    expect(calls.slice(2)).toEqual([['shutdown'], ['boot', { app_id: 'abc123xy' }]]);
    widget.shutdown();
    expect(calls.at(-1)).toEqual(['shutdown']);
    expect(target.document.querySelectorAll('script[src*="/widget/"]')).toHaveLength(1);
  });

  it('is loaded only when the deployment configures it, and not at all otherwise', async () => {
    const made: string[] = [];
    const configured = createConfiguredSupportWidget(
      () =>
        Promise.resolve({ support_widget: { provider: 'intercom', app_id: 'abc123xy' }, route_rules: [] }),
      (options) => {
        made.push(options.appId);
        return createIntercomSupportWidget({
          ...options,
          scriptUrl: `${base}/widget/${options.appId}`,
          window: page(),
        });
      },
    );
    configured.update({ path: '/', user: null });
    configured.update({ path: '/find', user: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made).toEqual(['abc123xy']);

    const none = createConfiguredSupportWidget(
      () => Promise.resolve({ support_widget: null, route_rules: [] }),
      () => {
        throw new Error('no widget is configured, none may be made');
      },
    );
    none.update({ path: '/', user: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    none.shutdown();
  });
});
