import type { ProductInfoGroup } from '@cabas/contracts';
import styles from './product-page.module.css';

/** The values of a consumer-information group (origins, characteristics, usage…) with their links. */
export function InfoValues({ group, className }: { group: ProductInfoGroup; className?: string }) {
  return (
    <dl className={className}>
      {group.values.map((value) => (
        <div key={value.label}>
          <dt>{value.label}</dt>
          <dd>
            {value.value}
            {value.links.map((link) => (
              <a key={link.url} href={link.url} className={styles.infoLink} rel="noopener">
                {link.title}
              </a>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
