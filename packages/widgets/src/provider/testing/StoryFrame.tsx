// Story-only (not exported from any entry): a provider over a fake backend, with the popover layer
// inside the story's canvas so that play tests and the axe check see the open list.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { BondkitProvider } from '../BondkitProvider';
import type { SoundPlayer } from '../soundPlayer';
import { fakeDemoPassword } from '@bondkit/core/testing';
import { createStoryClient } from './storyClients';
import type { StoryClientOptions } from './storyClients';

export interface StoryFrameProps {
  options?: StoryClientOptions;
  soundPlayer?: SoundPlayer | null;
  children?: ReactNode;
}

export function StoryFrame({ options, soundPlayer = null, children }: StoryFrameProps) {
  const [{ client }] = useState(() => createStoryClient(options));
  const [layers, setLayers] = useState<HTMLDivElement | null>(null);
  const [ready, setReady] = useState(options?.signedIn !== true);
  useEffect(() => () => client.dispose(), [client]);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void client.signIn({ email: 'dealer@bondkit.test', password: fakeDemoPassword }).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [client, ready]);
  return (
    <BondkitProvider client={client} portalContainer={layers} soundPlayer={soundPlayer}>
      <div style={{ minHeight: 240 }}>{ready ? children : null}</div>
      <div ref={setLayers} data-testid="bondkit-layers" />
    </BondkitProvider>
  );
}
