import { StaticPage } from './StaticPage';

export function DataSecurityPage() {
  return (
    <StaticPage title="Data security" lead="How bondkit protects your firm's data, quotes and credentials.">
      <h2>In transit and at rest</h2>
      <p>
        All traffic uses TLS. Exchange credentials are encrypted with AES-256-GCM before they are stored and
        are never shown again, not even to your own admins. Passwords are stored only as salted scrypt hashes.
      </p>
      <h2>Sessions</h2>
      <p>
        Access tokens live for minutes; refresh tokens rotate on every use, and a reused refresh token ends
        every session in its family. Sign-in attempts and one-time passwords are rate limited, and repeated
        failures lock the account for a while.
      </p>
      <h2>Isolation</h2>
      <p>
        Every request is checked on the server against your role and your firm: you see only your own firm's
        clients, users, private runs and tickets, whatever the browser asks for.
      </p>
      <h2>Monitoring and audit</h2>
      <p>
        Sign-ins, role changes and trading actions are logged. Compliance officers have a surveillance view of
        trading communication, as regulation requires.
      </p>
    </StaticPage>
  );
}
