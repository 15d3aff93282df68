import type { SurveillanceChannel } from '@bondkit/core/validation';

/** A channel's name, or for an unnamed one (a direct chat) its members' names: never its URL. */
export function channelTitle(channel: SurveillanceChannel): string {
  return channel.name || channel.members.map((member) => member.nickname).join(', ');
}
