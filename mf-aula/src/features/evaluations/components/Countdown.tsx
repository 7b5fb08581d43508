import { useEffect, useState } from 'react';
import { VisuallyHidden } from '@inpro/ui';

/** mm:ss left until `deadline`; calls `onExpire` once when it reaches zero. */
export function Countdown({ deadline, onExpire, className }: { deadline: string; onExpire: () => void; className?: string }) {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, end - now);
  useEffect(() => {
    if (left === 0) onExpire();
    // Fires once: `left` stays 0 afterwards.
  }, [left === 0]); // eslint-disable-line react-hooks/exhaustive-deps
  const total = Math.ceil(left / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = h ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
  // Announced to screen readers only each minute, not every second.
  return (
    <p className={className}>
      Tiempo restante: <strong aria-hidden="true">{text}</strong>
      <VisuallyHidden>
        <span aria-live="polite">{`Quedan ${h * 60 + m + (s ? 1 : 0)} minutos`}</span>
      </VisuallyHidden>
    </p>
  );
}
