import { describe, expect, it } from 'vitest';
import {
  chatAvatarColour,
  chatAvatarColourCount,
  chatTitleFor,
  connectChatSession,
  visibleChannels,
  type ChatChannelLike,
} from '../../src/chat/index';

const me = 'me';
function channel(url: string, overrides: Partial<ChatChannelLike> = {}): ChatChannelLike {
  return {
    url,
    customType: 'group',
    createdAt: 1000,
    lastMessage: null,
    creator: { userId: me },
    members: [
      { userId: me, nickname: 'Me' },
      { userId: 'other', nickname: 'Other', metaData: { user_onboarded: 'true' } },
    ],
    ...overrides,
  };
}

describe('the channel list after a reload', () => {
  it('keeps the channels I created from a broadcast at the bottom, however recent', () => {
    const fromBroadcast = channel('f', {
      data: JSON.stringify({ created_from: 'broadcast' }),
      lastMessage: { createdAt: 9000 },
    });
    const fromSomeoneElsesBroadcast = channel('x', {
      data: JSON.stringify({ created_from: 'broadcast' }),
      creator: { userId: 'other' },
      lastMessage: { createdAt: 8000 },
    });
    const older = channel('a', { lastMessage: { createdAt: 2000 } });
    const newer = channel('b', { lastMessage: { createdAt: 3000 } });
    expect(
      visibleChannels([older, fromBroadcast, newer, fromSomeoneElsesBroadcast], me).map((item) => item.url),
    ).toEqual(['x', 'b', 'a', 'f']);
  });
});

describe('the staff chat title', () => {
  const staffMe = { userId: me, nickname: 'Me', metaData: { is_staff: 'true' } };
  it("shows a staff user the non-staff members' names, else the product", () => {
    const withClients = channel('c', {
      members: [
        staffMe,
        { userId: 'k', nickname: 'Kaveri Desk', metaData: { is_staff: 'false' } },
        { userId: 's2', nickname: 'Ops', metaData: { is_staff: 'true' } },
      ],
    });
    expect(chatTitleFor(withClients, me, 'bondkit', 'Group name')).toBe('Kaveri Desk');
    const staffOnly = channel('s', {
      members: [staffMe, { userId: 's2', nickname: 'Ops', metaData: { is_staff: 'true' } }],
    });
    expect(chatTitleFor(staffOnly, me, 'bondkit', 'Group name')).toBe('bondkit');
  });
  it('leaves the title of a user who is not staff as it is', () => {
    expect(chatTitleFor(channel('n'), me, 'bondkit', 'Group name')).toBe('Group name');
  });
});

describe('the avatar colour', () => {
  it('is picked by hashing the user and channel ids: stable for a pair, spread over the palette', () => {
    expect(chatAvatarColour('user-1', 'channel-1')).toBe(chatAvatarColour('user-1', 'channel-1'));
    const colours = new Set<number>();
    for (let index = 0; index < 64; index += 1) colours.add(chatAvatarColour(`user-${index}`, 'channel-1'));
    expect(colours.size).toBe(chatAvatarColourCount);
    const perChannel = new Set<number>();
    for (let index = 0; index < 64; index += 1)
      perChannel.add(chatAvatarColour('user-1', `channel-${index}`));
    expect(perChannel.size).toBeGreaterThan(1);
    expect(chatAvatarColour('user-1', 'channel-1')).toBeGreaterThanOrEqual(0);
  });
});

describe('the chat session rules', () => {
  function session(failures: Record<string, number>, cached: string | null = null) {
    const log: string[] = [];
    let token = cached;
    let issued = 0;
    return {
      log,
      run: () =>
        connectChatSession({
          cachedToken: () => token,
          fetchToken: async () => {
            issued += 1;
            log.push(`fetch ${issued}`);
            return `token-${issued}`;
          },
          connect: async (candidate) => {
            log.push(`connect ${candidate}`);
            const code = failures[candidate];
            if (code) throw Object.assign(new Error('refused'), { code });
            return { userId: 'me' };
          },
          rememberToken: (remembered) => {
            token = remembered;
          },
          clearCache: () => {
            token = null;
            log.push('clear cache');
          },
        }),
      token: () => token,
    };
  }
  it('fetches a token, then connects, and remembers the token', async () => {
    const plain = session({});
    await plain.run();
    expect(plain.log).toEqual(['fetch 1', 'connect token-1']);
    expect(plain.token()).toBe('token-1');
  });
  it('answers an invalid token with a fresh token and a retry', async () => {
    const invalid = session({ stale: 400111 }, 'stale');
    await expect(invalid.run()).resolves.toEqual({ userId: 'me' });
    expect(invalid.log).toEqual(['connect stale', 'fetch 1', 'connect token-1']);
  });
  it('answers an expired token by clearing the cache and retrying with a fresh one', async () => {
    const expired = session({ stale: 400302 }, 'stale');
    await expired.run();
    expect(expired.log).toEqual(['connect stale', 'clear cache', 'fetch 1', 'connect token-1']);
  });
  it('clears the cache on a revoked, deactivated or deleted session, without a retry', async () => {
    for (const code of [400310, 400300, 400301]) {
      const refused = session({ stale: code }, 'stale');
      await expect(refused.run()).rejects.toMatchObject({ code });
      expect(refused.log).toEqual(['connect stale', 'clear cache']);
      expect(refused.token()).toBeNull();
    }
  });
});
