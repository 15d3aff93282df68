import { useState } from 'react';
import { AuditLogSection } from './AuditLogSection';
import { ChatReviewSection } from './ChatReviewSection';
import { MessageSearchSection } from './MessageSearchSection';
import { TradeReviewSection } from './TradeReviewSection';

const sections = [
  { id: 'chats', label: 'Chats' },
  { id: 'search', label: 'Search messages' },
  { id: 'trades', label: 'Trade review' },
  { id: 'audit', label: 'Audit log' },
] as const;
type SectionId = (typeof sections)[number]['id'];

/**
 * Surveillance, the compliance officer's home (issue 18): the firm's chats read-only with their download,
 * a message search across channels, the trade review with its alerts, and the audit log of all of these.
 * Every view here is recorded by the server; nothing here marks a chat message delivered or read.
 */
export function SurveillancePage() {
  const [section, setSection] = useState<SectionId>('chats');
  // The audit log reloads when it is shown, so it lists the views just made.
  const [auditKey, setAuditKey] = useState(0);
  return (
    <main className="app-page app-page--wide app-surveillance">
      <h1>Surveillance</h1>
      <div role="tablist" aria-label="Surveillance" className="app-surveillance__tabs">
        {sections.map((candidate) => (
          <button
            key={candidate.id}
            type="button"
            role="tab"
            id={`surveillance-tab-${candidate.id}`}
            aria-controls={`surveillance-panel-${candidate.id}`}
            aria-selected={section === candidate.id}
            className={`app-surveillance__tab${section === candidate.id ? ' app-surveillance__tab--active' : ''}`}
            onClick={() => {
              setSection(candidate.id);
              if (candidate.id === 'audit') setAuditKey((key) => key + 1);
            }}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <section
        role="tabpanel"
        id={`surveillance-panel-${section}`}
        aria-labelledby={`surveillance-tab-${section}`}
        className="app-surveillance__panel"
      >
        {section === 'chats' ? <ChatReviewSection /> : null}
        {section === 'search' ? <MessageSearchSection /> : null}
        {section === 'trades' ? <TradeReviewSection /> : null}
        {section === 'audit' ? <AuditLogSection refreshKey={auditKey} /> : null}
      </section>
    </main>
  );
}
