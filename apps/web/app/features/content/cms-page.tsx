import { useMemo, useRef } from 'react';
import { formatFrenchDay } from '../../lib/french-date.ts';
import { useLinkDelegation } from '../../lib/link-delegation.ts';
import { CONSENT_ANCHOR, ConsentForm, useConsent } from '../consent/index.ts';
import styles from './cms.module.css';
import type { CmsPageData } from './cms.server.ts';

const COOKIE_POLICY = 'legal/cookies';

/** An information or legal page: breadcrumb, the section's menu, the text; the cookie form on the policy. */
export function CmsPage({ data }: { data: CmsPageData }) {
  const { page, breadcrumb, menu } = data;
  const content = useRef<HTMLDivElement>(null);
  useLinkDelegation(content);
  const html = useMemo(() => ({ __html: page.contenu_html }), [page.contenu_html]);
  const current = `/${page.slug}`;
  return (
    <div className={`page ${styles.page}`}>
      {breadcrumb.length ? (
        <nav aria-label="Fil d'Ariane" className={styles.breadcrumb}>
          <ol>
            {breadcrumb.map((link) => (
              <li key={link.url}>
                <a href={link.url} aria-current={link.url === current ? 'page' : undefined}>
                  {link.titre}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div ref={content} className={`${styles.layout} ${menu ? styles.withMenu : ''}`}>
        {menu ? <InfoMenu menu={menu} current={current} /> : null}
        <article className={styles.article}>
          {page.apercu ? (
            <p className={styles.preview}>Aperçu : cette page n’est pas encore publiée.</p>
          ) : null}
          <h1>{page.titre}</h1>
          <div
            className={styles.content}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the API from Markdown without raw HTML, links checked
            dangerouslySetInnerHTML={html}
          />
          {page.slug === COOKIE_POLICY ? <CookieChoice /> : null}
          <p className={styles.updated}>Mise à jour le {formatFrenchDay(page.date_maj)}</p>
        </article>
      </div>
    </div>
  );
}

function InfoMenu({ menu, current }: { menu: NonNullable<CmsPageData['menu']>; current: string }) {
  return (
    <nav aria-label="Infos et services" className={styles.menu}>
      {menu.map((group) => (
        <div key={group.titre}>
          <h2>{group.titre}</h2>
          <ul>
            {group.liens.map((link) => (
              <li key={link.url}>
                <a href={link.url} aria-current={link.url === current ? 'page' : undefined}>
                  {link.titre}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function CookieChoice() {
  const consent = useConsent();
  return (
    <section id={CONSENT_ANCHOR} aria-labelledby={`${CONSENT_ANCHOR}-titre`} className={styles.consent}>
      <h2 id={`${CONSENT_ANCHOR}-titre`}>Gestion des cookies</h2>
      <p>
        {consent.decided
          ? consent.measurement
            ? 'Vous avez accepté la mesure d’audience.'
            : 'Vous avez refusé la mesure d’audience.'
          : 'Vous n’avez pas encore fait de choix.'}
      </p>
      <ConsentForm consent={consent} />
    </section>
  );
}
