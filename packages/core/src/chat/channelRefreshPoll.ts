import { chatConstants, chatChannelTypes } from './chatConstants';
import { visibleChannels, type ChatChannelLike } from './channelListRules';
import { systemChatTimers, type ChatTimers } from './deliveryMarking';

/** The urls of the visible direct channels (the ones the spec's refresh poll fetches again). */
export function visibleDirectChannelUrls(channels: readonly ChatChannelLike[], myUserId: string): string[] {
  return visibleChannels(channels, myUserId)
    .filter((channel) => channel.customType === chatChannelTypes.direct)
    .map((channel) => channel.url);
}

export interface ChannelRefreshPollOptions {
  /** The channels to refresh, read when a round starts (the visible direct channels). */
  channelUrls: () => readonly string[];
  /** Fetches one batch of channels again. A failed batch is reported to `onError` and the round goes on. */
  refresh: (channelUrls: readonly string[]) => Promise<void>;
  /** Called with a batch's failure. Default: ignored. */
  onError?: (error: unknown) => void;
  /** Between the starts of two rounds. Default 10 minutes. */
  intervalMilliseconds?: number;
  /** Channels per batch. Default 5. */
  batchSize?: number;
  /** Pause between a batch's end and the next batch. Default 1 minute. */
  batchPauseMilliseconds?: number;
  /** Default: `setTimeout` / `clearTimeout`. */
  timers?: ChatTimers;
}

/**
 * The spec's channel-list refresh poll: every 10 minutes, the visible direct channels are fetched again in
 * batches of 5 with a 1 minute pause between batches. A round still running when the next is due (more than
 * 50 channels) is not overlapped: the next round starts as soon as it ends.
 */
export function createChannelRefreshPoll(options: ChannelRefreshPollOptions) {
  const interval = options.intervalMilliseconds ?? chatConstants.channelListRefreshIntervalMilliseconds;
  const batchSize = Math.max(1, options.batchSize ?? chatConstants.channelListRefreshBatchSize);
  const pause = options.batchPauseMilliseconds ?? chatConstants.channelListRefreshBatchPauseMilliseconds;
  const timers = options.timers ?? systemChatTimers;
  let roundTimer: unknown = null;
  let batchTimer: unknown = null;
  let running = false;
  let dueWhileRunning = false;
  /** Bumped by stop(): a batch that settles after it belongs to a stopped poll and goes no further. */
  let generation = 0;

  const scheduleRound = () => {
    roundTimer = timers.setTimer(() => {
      roundTimer = null;
      if (running) dueWhileRunning = true;
      else startRound();
    }, interval);
  };

  const endRound = () => {
    running = false;
    if (dueWhileRunning) {
      dueWhileRunning = false;
      startRound();
    }
  };

  const runBatch = (batches: readonly (readonly string[])[], index: number, round: number) => {
    const batch = batches[index];
    if (batch === undefined) {
      endRound();
      return;
    }
    options
      .refresh(batch)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        if (round !== generation) return;
        if (index + 1 >= batches.length) endRound();
        else
          batchTimer = timers.setTimer(() => {
            batchTimer = null;
            runBatch(batches, index + 1, round);
          }, pause);
      });
  };

  function startRound(): void {
    scheduleRound();
    const urls = [...new Set(options.channelUrls())];
    const batches: string[][] = [];
    for (let start = 0; start < urls.length; start += batchSize)
      batches.push(urls.slice(start, start + batchSize));
    running = true;
    runBatch(batches, 0, generation);
  }

  /** Stops polling; a batch in flight finishes but nothing follows it. */
  const stop = (): void => {
    generation += 1;
    if (roundTimer !== null) timers.clearTimer(roundTimer);
    if (batchTimer !== null) timers.clearTimer(batchTimer);
    roundTimer = null;
    batchTimer = null;
    running = false;
    dueWhileRunning = false;
  };

  return {
    /** Starts polling: the first round one interval from now. Starting a started poll restarts it. */
    start(): void {
      stop();
      scheduleRound();
    },
    stop,
  };
}
