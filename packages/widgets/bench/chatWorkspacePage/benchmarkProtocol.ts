/** What the ChatWorkspace scrolling benchmark page exposes on `window`, shared by the page and the Node driver. */
export interface ChatWorkspaceBenchmarkWindow {
  /** Set once the channel list and the open conversation's messages are rendered. */
  benchmarkReady?: boolean;
  /** Channels the list holds and messages the open conversation holds (read back from the DOM's aria-setsize). */
  benchmarkSizes?: () => { channels: number; messages: number };
  /** Starts recording requestAnimationFrame deltas. */
  startFrames?: () => void;
  /** Stops recording: the deltas in ms, and how far each list had scrolled (scrollTop) at the end. */
  stopFrames?: () => { frameTimes: number[]; channelScrollTop: number; messageScrollTop: number };
  /** Provided by the driver: marks a phase boundary so it can read Chromium's main-thread metrics there. */
  benchmarkPhase?: (name: string) => Promise<void>;
}
