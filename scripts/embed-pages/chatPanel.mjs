// ChatWorkspace behind an "Open chat" button, as examples/vite-react19 has it: it mounts (and the Sendbird SDK
// downloads) only when the user opens it.
import { createElement as h, useState } from 'react';
import { ChatWorkspace } from '@bondkit/widgets/chat-workspace';

export function ChatPanel() {
  const [open, setOpen] = useState(false);
  return h(
    'section',
    { 'aria-label': 'Chat' },
    open
      ? h(ChatWorkspace, { style: { height: 420 } })
      : h('button', { type: 'button', onClick: () => setOpen(true) }, 'Open chat'),
  );
}
