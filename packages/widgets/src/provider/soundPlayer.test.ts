import { afterEach, describe, expect, it } from 'vitest';
import { createAudioSoundPlayer } from './soundPlayer';

const globals = globalThis as { Audio?: unknown };
const originalAudio = globals.Audio;

afterEach(() => {
  globals.Audio = originalAudio;
});

describe('createAudioSoundPlayer', () => {
  it('asks for the sounds at the site root by default, whatever the page path', async () => {
    const played: string[] = [];
    globals.Audio = class {
      constructor(private readonly url: string) {}
      play() {
        played.push(this.url);
        return Promise.resolve();
      }
    };
    const player = createAudioSoundPlayer();
    await player('success');
    await player('error');
    expect(played).toEqual(['/newresponse.ogg', '/error.ogg']);
    await createAudioSoundPlayer({ successUrl: '/sounds/newresponse.ogg' })('success');
    expect(played.at(-1)).toBe('/sounds/newresponse.ogg');
  });
});
