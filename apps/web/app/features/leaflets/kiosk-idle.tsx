import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { kioskHref, noticeSeconds, useKiosk } from './kiosk.ts';
import { leafletsPath } from './leaflet-model.ts';
import styles from './leaflets.module.css';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * The kiosk's return to its start page: after `idleSeconds` without a touch, a key or a scroll, back
 * to the leaflets' covers. A visible notice (announced once, with a button to stay) comes first; any
 * activity, the keyboard included, cancels it.
 */
export function KioskIdle() {
  const { idleSeconds, idleParam } = useKiosk();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const start = leafletsPath('borne');
  const atStart = pathname === start || pathname === `${start}/`;
  const last = useRef(Date.now());
  const [left, setLeft] = useState<number | null>(null);
  const notice = noticeSeconds(idleSeconds);

  useEffect(() => {
    if (atStart) return;
    last.current = Date.now();
    setLeft(null);
    const onActivity = () => {
      last.current = Date.now();
      setLeft(null);
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      const idle = (Date.now() - last.current) / 1000;
      if (idle >= idleSeconds) {
        window.clearInterval(timer);
        navigate(kioskHref(start, idleParam));
      } else if (idle >= idleSeconds - notice) setLeft(Math.ceil(idleSeconds - idle));
    }, 250);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [atStart, idleSeconds, idleParam, notice, navigate, start]);

  return (
    <div className={styles.idle} role="status">
      {left !== null && (
        <div className={styles.idleNotice}>
          <p>
            Sans action de votre part, la borne revient à l’accueil des prospectus
            <span aria-hidden="true"> dans {left} s</span>.
          </p>
          <button type="button" className={styles.kioskButton} onClick={() => setLeft(null)}>
            Continuer ma lecture
          </button>
        </div>
      )}
    </div>
  );
}
