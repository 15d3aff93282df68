// Story-only (not exported from any entry): a provider over a fake backend, with the popover layer
// inside the story's canvas so that play tests and the axe check see the open list.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { BondkitProvider } from '../BondkitProvider';
import type { SoundPlayer } from '../soundPlayer';
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
  useEffect(() => () => client.dispose(), [client]);
  return (
    <BondkitProvider client={client} portalContainer={layers} soundPlayer={soundPlayer}>
      <div style={{ minHeight: 240 }}>{children}</div>
      <div ref={setLayers} data-testid="bondkit-layers" />
    </BondkitProvider>
  );
}
