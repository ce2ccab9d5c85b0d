import { useRef } from 'react';
import { classAttr, escapeHtml } from '../../lib/html.ts';
import { useLinkDelegation } from '../../lib/link-delegation.ts';
import styles from './footer.module.css';
import { ALCOHOL_WARNING, DATA_CREDITS, FOOTER_GROUPS, MINORS_BAN } from './footer-links.ts';

/**
 * The footer's content: link groups, legal banners, data credits. It is the same on every page and
 * for every visitor, so its markup is built once (escaped) instead of being rendered element by
 * element on every page: about eighty elements, a tenth of the server's rendering time of a page.
 * Its links are plain links; once the page is interactive they navigate inside the app.
 */
function footerMarkup(): string {
  const groups = FOOTER_GROUPS.map((group) => {
    const links = group.links
      .map(
        (link) =>
          `<li><a href="${escapeHtml(link.to)}"${link.consent ? ' data-gestion-cookies=""' : ''}>` +
          `${escapeHtml(link.label)}</a></li>`,
      )
      .join('');
    return (
      `<nav aria-labelledby="pied-${escapeHtml(group.id)}"${classAttr(styles.group)}>` +
      `<h2 id="pied-${escapeHtml(group.id)}"${classAttr(styles.title)}>${escapeHtml(group.title)}</h2>` +
      `<ul${classAttr(styles.links)}>${links}</ul></nav>`
    );
  }).join('');
  return (
    `<div${classAttr('page', styles.groups)}>${groups}</div>` +
    `<div${classAttr(styles.legal)}><div class="page">` +
    `<p${classAttr(styles.banner)}><strong>${escapeHtml(ALCOHOL_WARNING)}</strong></p>` +
    `<p${classAttr(styles.banner)}><strong>${escapeHtml(MINORS_BAN)}</strong></p>` +
    `<p${classAttr(styles.credits)}>${escapeHtml(DATA_CREDITS)}</p>` +
    `<p${classAttr(styles.credits)}>© Cabas — logiciel libre sous licence AGPL-3.0.</p>` +
    '</div></div>'
  );
}

const CONTENT = { __html: footerMarkup() };

/** The site footer: its link groups, the shop's apps and the legal line. */
export function Footer() {
  const footer = useRef<HTMLElement>(null);
  useLinkDelegation(footer);
  return (
    <footer
      ref={footer}
      className={styles.footer}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup built above, every text escaped
      dangerouslySetInnerHTML={CONTENT}
    />
  );
}
