import { StaticPage } from './StaticPage';

export function ChatPolicyPage() {
  return (
    <StaticPage
      title="Chat policy"
      lead="Chat on bondkit is a regulated trading channel. These rules apply to every message."
    >
      <h2>Recorded and reviewable</h2>
      <p>
        Messages, files and tickets are stored and may be reviewed by your firm's compliance officers and,
        when the law requires, by regulators. Do not use bondkit chat for anything you would not put in a
        recorded line.
      </p>
      <h2>What is not allowed</h2>
      <ul>
        <li>Unpublished price-sensitive information, or anything that could mislead the market.</li>
        <li>Abusive, discriminatory or harassing language.</li>
        <li>Passwords, one-time passwords or exchange credentials.</li>
      </ul>
      <h2>Invitations and connections</h2>
      <p>
        You can decline an invitation to a direct chat or group; the sender is told you declined. Group
        operators can remove members who break this policy.
      </p>
    </StaticPage>
  );
}
