import { useEffect, useRef } from 'react';
import styles from './usual-products.module.css';

/**
 * After « Retirer de mes produits habituels »: names the products removed and says they come back
 * once bought again. It takes the focus, so that a keyboard or screen reader user, whose button has
 * just disappeared with its product, lands on the outcome.
 */
export function HiddenNotice({ names }: { names: string[] | null }) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (names?.length) message.current?.focus();
  }, [names]);
  if (!names?.length) return null;
  const [first] = names;
  return (
    <div ref={message} className={styles.success} role="status" tabIndex={-1}>
      {names.length === 1 ? (
        <p>
          « {first} » a été retiré de vos produits habituels. Il y reviendra si vous l’achetez de nouveau.
        </p>
      ) : (
        <>
          <p>{names.length} produits ont été retirés de vos produits habituels :</p>
          <ul>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <p>Ils y reviendront si vous les achetez de nouveau.</p>
        </>
      )}
    </div>
  );
}
