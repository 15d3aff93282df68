import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The themes once, then each widget's own styles (`styles.css` would hold them all).
import '@bondkit/widgets/tokens.css';
import '@bondkit/widgets/bond-search.css';
import '@bondkit/widgets/counterparty-search.css';
import '@bondkit/widgets/pricing-input.css';
import '@bondkit/widgets/quote-sheet.css';
import '@bondkit/widgets/quote-form.css';
import '@bondkit/widgets/data-table.css';
import '@bondkit/widgets/mind-chat.css';
import '@bondkit/widgets/chat-workspace.css';
import '@bondkit/widgets/toaster.css';
import { App } from './App';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
