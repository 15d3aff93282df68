import { chatChannelTypes } from './chatConstants';

/** The parts of an SDK member (`Member`) the channel rules read. */
export interface ChatMemberLike {
  userId: string;
  nickname: string;
  metaData?: Record<string, string>;
}

/** The parts of an SDK channel (`GroupChannel`) the channel rules read. */
export interface ChatChannelLike {
  url: string;
  customType: string;
  createdAt: number;
  lastMessage?: { createdAt: number } | null;
  creator?: { userId: string } | null;
  members: readonly ChatMemberLike[];
  /** JSON text that may carry `created_from` and `last_direct_message_at`. */
  data?: string;
}

/** The time a channel sorts by: its last message, else its creation. */
export function lastActivityOf(channel: ChatChannelLike): number {
  return channel.lastMessage?.createdAt ?? channel.createdAt;
}

/** Sort order: last-message time, newest first. */
export function sortChannels<Channel extends ChatChannelLike>(channels: readonly Channel[]): Channel[] {
  return [...channels].sort((left, right) => lastActivityOf(right) - lastActivityOf(left));
}

/** Channel lists are deduplicated by url (the later copy wins, in the earlier one's place). */
export function dedupeChannels<Channel extends ChatChannelLike>(channels: readonly Channel[]): Channel[] {
  const byUrl = new Map<string, Channel>();
  for (const channel of channels) byUrl.set(channel.url, channel);
  const seen = new Set<string>();
  const result: Channel[] = [];
  for (const channel of channels) {
    if (seen.has(channel.url)) continue;
    seen.add(channel.url);
    result.push(byUrl.get(channel.url) as Channel);
  }
  return result;
}

function parseData(data: string | undefined): Record<string, unknown> {
  if (!data) return {};
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Whether a channel was created from a broadcast list by this user (`data.created_from`). */
export function isCreatedFromBroadcastBy(channel: ChatChannelLike, myUserId: string): boolean {
  return (
    parseData(channel.data).created_from === chatChannelTypes.broadcast &&
    channel.creator?.userId === myUserId
  );
}

/**
 * Whether a channel shows in the list: direct channels whose other member has `user_onboarded` false are
 * hidden; broadcast channels not created by me are hidden.
 */
export function isChannelListed(channel: ChatChannelLike, myUserId: string): boolean {
  if (channel.customType === chatChannelTypes.broadcast) return channel.creator?.userId === myUserId;
  if (channel.customType === chatChannelTypes.direct) {
    const other = channel.members.find((member) => member.userId !== myUserId);
    if (other?.metaData?.user_onboarded === 'false') return false;
  }
  return true;
}

/**
 * The visible list: deduplicated, filtered, sorted; the channels I created from a broadcast stay at the
 * bottom (as they went there when created), also when the list is loaded again after a reload.
 */
export function visibleChannels<Channel extends ChatChannelLike>(
  channels: readonly Channel[],
  myUserId: string,
): Channel[] {
  const sorted = sortChannels(
    dedupeChannels(channels).filter((channel) => isChannelListed(channel, myUserId)),
  );
  const fromBroadcast = sorted.filter((channel) => isCreatedFromBroadcastBy(channel, myUserId));
  return [...sorted.filter((channel) => !isCreatedFromBroadcastBy(channel, myUserId)), ...fromBroadcast];
}

/**
 * A new channel goes to the top, except a channel created from a broadcast by me, which goes to the
 * bottom. An existing copy (same url) is replaced.
 */
export function insertNewChannel<Channel extends ChatChannelLike>(
  channels: readonly Channel[],
  channel: Channel,
  myUserId: string,
): Channel[] {
  const rest = channels.filter((existing) => existing.url !== channel.url);
  if (!isChannelListed(channel, myUserId)) return rest;
  return isCreatedFromBroadcastBy(channel, myUserId) ? [...rest, channel] : [channel, ...rest];
}

/**
 * A declined direct channel is removed and the first remaining channel is selected (the caller then
 * leaves the declined channel). Answers the new list, the url to select and the url to leave.
 */
export function removeDeclinedDirectChannel<Channel extends ChatChannelLike>(
  channels: readonly Channel[],
  declinedUrl: string,
): { channels: Channel[]; selectedUrl: string | null; leaveUrl: string } {
  const remaining = channels.filter((channel) => channel.url !== declinedUrl);
  return { channels: remaining, selectedUrl: remaining[0]?.url ?? null, leaveUrl: declinedUrl };
}

/**
 * A ban: of me, the channel leaves my list and another channel is selected; of another member, they
 * leave the member list.
 */
export function applyBan<Channel extends ChatChannelLike>(
  channels: readonly Channel[],
  bannedChannelUrl: string,
  bannedUserId: string,
  myUserId: string,
  selectedUrl: string | null,
): { channels: Channel[]; selectedUrl: string | null; removedMemberId: string | null } {
  if (bannedUserId !== myUserId)
    return { channels: [...channels], selectedUrl, removedMemberId: bannedUserId };
  const remaining = channels.filter((channel) => channel.url !== bannedChannelUrl);
  const stillSelected =
    selectedUrl !== bannedChannelUrl && remaining.some((channel) => channel.url === selectedUrl);
  return {
    channels: remaining,
    selectedUrl: stillSelected ? selectedUrl : (remaining[0]?.url ?? null),
    removedMemberId: null,
  };
}

/** Staff members are flagged by `is_staff` metadata. */
export function isStaffMember(member: ChatMemberLike): boolean {
  return member.metaData?.is_staff === 'true';
}

/**
 * A staff user's chat title shows the non-staff members' names, otherwise the label `product`.
 */
export function staffChatTitle(channel: ChatChannelLike, product: string): string {
  const names = channel.members.filter((member) => !isStaffMember(member)).map((member) => member.nickname);
  return names.length > 0 ? names.join(', ') : product;
}

/**
 * A staff user's title for a channel (`staffChatTitle`) when the user is staff, else `fallback`: the rule
 * applies only to staff users.
 */
export function chatTitleFor(
  channel: ChatChannelLike,
  myUserId: string,
  product: string,
  fallback: string,
): string {
  const me = channel.members.find((member) => member.userId === myUserId);
  return me && isStaffMember(me)
    ? staffChatTitle(
        { ...channel, members: channel.members.filter((member) => member.userId !== myUserId) },
        product,
      )
    : fallback;
}

/** How many avatar colours there are (`--bk-chat-avatar-0` … `-7`). */
export const chatAvatarColourCount = 8;

/**
 * The avatar colour of a user in a channel (0 to 7), picked by hashing the user and channel ids (FNV-1a):
 * the same pair always has the same colour, and one person differs from channel to channel.
 */
export function chatAvatarColour(userId: string, channelUrl: string): number {
  let hash = 0x811c9dc5;
  for (const character of `${userId}\u0000${channelUrl}`) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % chatAvatarColourCount;
}

/** Image and video types are thumbnail messages; on Safari, quicktime counts as video. */
export function isThumbnailType(mimeType: string, isSafari: boolean): boolean {
  if (mimeType.startsWith('image/')) return true;
  if (mimeType === 'video/quicktime') return isSafari;
  return mimeType.startsWith('video/');
}

/** Whether a scroll position is at the bottom, within the spec's 20 px tolerance. */
export function isScrolledToBottom(
  position: { scrollTop: number; scrollHeight: number; clientHeight: number },
  tolerance = 20,
): boolean {
  return position.scrollHeight - position.scrollTop - position.clientHeight <= tolerance;
}
