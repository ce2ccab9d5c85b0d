import { Link } from 'react-router';
import styles from './footer.module.css';
import { ALCOHOL_WARNING, DATA_CREDITS, FOOTER_GROUPS, MINORS_BAN } from './footer-links.ts';

/** The site footer (doc 2 §2.7): link groups, legal banners, data credits. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`page ${styles.groups}`}>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.id} aria-labelledby={`pied-${group.id}`} className={styles.group}>
            <h2 id={`pied-${group.id}`} className={styles.title}>
              {group.title}
            </h2>
            <ul className={styles.links}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.legal}>
        <div className="page">
          <p className={styles.banner}>
            <strong>{ALCOHOL_WARNING}</strong>
          </p>
          <p className={styles.banner}>
            <strong>{MINORS_BAN}</strong>
          </p>
          <p className={styles.credits}>{DATA_CREDITS}</p>
          <p className={styles.credits}>© Cabas — logiciel libre sous licence AGPL-3.0.</p>
        </div>
      </div>
    </footer>
  );
}
