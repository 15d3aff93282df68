/** The two toast sounds of the spec. */
export type ToastSound = 'success' | 'error';

/** Plays a toast sound. May return a promise; a rejection (autoplay blocked, missing file) is ignored. */
export type SoundPlayer = (sound: ToastSound) => void | Promise<unknown>;

export interface AudioSoundPlayerOptions {
  /**
   * The success sound's URL. Default '/newresponse.ogg' (the spec's response sound) at the site's root:
   * a page-relative default would ask /some/page/newresponse.ogg on every nested route.
   */
  successUrl?: string | undefined;
  /** The error sound's URL. Default '/error.ogg', at the site's root. */
  errorUrl?: string | undefined;
}

/** A sound player on `HTMLAudioElement`; does nothing where `Audio` does not exist (server rendering, tests). */
export function createAudioSoundPlayer(options: AudioSoundPlayerOptions = {}): SoundPlayer {
  const urls: Record<ToastSound, string> = {
    success: options.successUrl ?? '/newresponse.ogg',
    error: options.errorUrl ?? '/error.ogg',
  };
  return (sound) => {
    const AudioConstructor = (globalThis as { Audio?: typeof Audio }).Audio;
    if (AudioConstructor === undefined) return;
    return new AudioConstructor(urls[sound]).play();
  };
}

/**
 * Plays `sound` and swallows every failure: the spec ignores audio playback errors silently (browsers
 * reject `play()` before the first user gesture, and a missing file must not break a toast).
 */
export function playSoundSafely(player: SoundPlayer | null, sound: ToastSound): void {
  if (player === null) return;
  try {
    const result = player(sound);
    if (result !== undefined && typeof result.catch === 'function') {
      result.catch(() => undefined);
    }
  } catch {
    // Ignored on purpose: see above.
  }
}
