import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConsentBanner } from '../consent/index.ts';
import styles from './checkout-frame.module.css';
import { ALCOHOL_WARNING, MINORS_BAN } from './footer-links.ts';
import { Logo } from './logo.tsx';
import { useRootData } from './root-data.ts';

/** The reduced frame of the checkout layouts: logo, step title, no menu, legal banners. */
export function CheckoutFrame({ title, children }: { title: string; children: ReactNode }) {
  const root = useRootData();
  return (
    <>
      <ConsentBanner consent={root?.consent} />
      <header className={styles.header}>
        <div className={`page ${styles.inner}`}>
          <Link to="/panier" aria-label="Cabas, retour au panier" className={styles.logo}>
            <Logo />
          </Link>
          <p className={styles.title}>{title}</p>
        </div>
      </header>
      <main id="contenu" tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className="page">
          <p>{ALCOHOL_WARNING}</p>
          <p>{MINORS_BAN}</p>
        </div>
      </footer>
    </>
  );
}
