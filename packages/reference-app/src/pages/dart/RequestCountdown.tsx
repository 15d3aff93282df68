import { useEffect, useState } from 'react';

/** 'm:ss' left until `expiresAt`, ticking each second; 'lapsed' once it passed. */
export function RequestCountdown({ expiresAt, firm }: { expiresAt: string | null; firm: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (expiresAt === null) return null;
  const left = Math.max(0, Date.parse(expiresAt) - now);
  const seconds = Math.ceil(left / 1000);
  return (
    <p className="app-countdown" role="timer" aria-live="off" data-testid="request-countdown">
      {left === 0
        ? `Your request lapsed: ${firm || 'the quoting firm'} did not confirm it.`
        : `Waiting for ${firm || 'the quoting firm'} to confirm · ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} left`}
    </p>
  );
}
