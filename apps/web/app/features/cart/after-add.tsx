import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { CloseIcon } from '../../ui/icons.tsx';
import { Price } from '../../ui/price.tsx';
import styles from './add-to-cart.module.css';
import type { CartActionData, SuggestionsData } from './cart-action.ts';

/** The suggestion popin closes after 7 s unless opened; the lot popin after 3.5 s. */
export const SUGGESTION_POPIN_MS = 7000;
export const LOT_POPIN_MS = 3500;

/**
 * A countdown that closes a non-modal popin, paused while the pointer or the focus is in it (WCAG
 * 2.2.1: the shopper gets the time they need), restarted when `restartKey` changes.
 */
function useCountdown(open: boolean, ms: number, close: () => void, restartKey: unknown, held: boolean) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new restartKey restarts the countdown
  useEffect(() => {
    if (!open || held) return;
    const timer = setTimeout(close, ms);
    return () => clearTimeout(timer);
  }, [open, ms, close, restartKey, held]);
}

function Panel({
  title,
  onClose,
  onHold,
  children,
}: {
  title: string;
  onClose: () => void;
  onHold: (held: boolean) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section
      className={styles.popin}
      aria-labelledby={id}
      onMouseEnter={() => onHold(true)}
      onMouseLeave={() => onHold(false)}
      onFocus={() => onHold(true)}
      onBlur={() => onHold(false)}
    >
      <div className={styles.popinHeader}>
        <p id={id} className={styles.popinTitle}>
          {title}
        </p>
        <button type="button" className={styles.popinClose} onClick={onClose} aria-label="Fermer">
          <CloseIcon size={18} />
        </button>
      </div>
      {children}
    </section>
  );
}

/**
 * After a product is added (0 → some), a popin confirms it and offers suggestions (complementary
 * products); it closes after 7 s unless the suggestions were opened.
 */
export function SuggestionPopin({
  fetcher,
  product,
}: {
  fetcher: ReturnType<typeof useFetcher<CartActionData>>;
  product: { id: number; designation: string };
}) {
  const [open, setOpen] = useState(false);
  const [held, setHeld] = useState(false);
  const suggestions = useFetcher<SuggestionsData>();
  const expanded = suggestions.state !== 'idle' || suggestions.data !== undefined;
  const last = useRef<CartActionData | undefined>(undefined);

  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === last.current) return;
    last.current = fetcher.data;
    if (fetcher.data?.added) setOpen(true);
  }, [fetcher.state, fetcher.data]);

  const close = useCallback(() => setOpen(false), []);
  useCountdown(open && !expanded, SUGGESTION_POPIN_MS, close, product.id, held);
  if (!open) return null;
  const items = suggestions.data?.products ?? [];
  return (
    <Panel title="Produit ajouté au panier" onClose={close} onHold={setHeld}>
      <p className={styles.popinText}>{product.designation}</p>
      {!expanded ? (
        <button
          type="button"
          className={styles.link}
          onClick={() => suggestions.load(`/ressources/panier/suggestions/${product.id}`)}
        >
          Voir des suggestions
        </button>
      ) : suggestions.state !== 'idle' ? (
        <p className={styles.popinText}>Chargement des suggestions…</p>
      ) : items.length === 0 ? (
        <p className={styles.popinText}>Aucune suggestion pour ce produit.</p>
      ) : (
        <ul className={styles.suggestions} aria-label="Suggestions">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={item.url}>{item.designation}</Link>
              {item.priceCents !== null && <Price cents={item.priceCents} strikeCents={null} unit={null} />}
            </li>
          ))}
        </ul>
      )}
      <Link to="/panier" className={styles.link}>
        Voir mon panier
      </Link>
    </Panel>
  );
}

/**
 * A product with a lot advantage: its offer shows for 3.5 s after each quantity change. Mounted as
 * the first change is sent: `before` is the quantity it changes from.
 */
export function LotAdvantagePopin({
  text,
  quantity,
  before,
}: {
  text: string;
  quantity: number;
  before: number;
}) {
  const [open, setOpen] = useState(false);
  const [held, setHeld] = useState(false);
  const previous = useRef(before);
  useEffect(() => {
    if (previous.current === quantity) return;
    previous.current = quantity;
    if (quantity > 0) setOpen(true);
  }, [quantity]);
  const close = useCallback(() => setOpen(false), []);
  useCountdown(open, LOT_POPIN_MS, close, quantity, held);
  if (!open) return null;
  return (
    <Panel title="Offre par lot" onClose={close} onHold={setHeld}>
      <p className={styles.popinText}>{text}</p>
    </Panel>
  );
}
