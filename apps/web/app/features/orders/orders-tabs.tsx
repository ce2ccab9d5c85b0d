import styles from './orders-tabs.module.css';

export type OrdersTab = 'en-cours' | 'archive' | 'en-magasin';

const TABS: { id: OrdersTab; label: string; to: string }[] = [
  { id: 'en-cours', label: 'Commandes en cours', to: '/mon-compte/mes-commandes' },
  { id: 'archive', label: 'Commandes archivées', to: '/mon-compte/mes-commandes?archive=1' },
  { id: 'en-magasin', label: 'Achats en magasin', to: '/mon-compte/mes-commandes/en-magasin' },
];

/** The three views of "Mes achats et tickets", as links (each is its own address). */
export function OrdersTabs({ current }: { current: OrdersTab }) {
  return (
    <nav aria-label="Mes achats et tickets" className={styles.tabs}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.id}>
            <a href={tab.to} aria-current={tab.id === current ? 'page' : undefined} className={styles.tab}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
