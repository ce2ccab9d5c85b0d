import type { ShopInfo } from '@cabas/contracts';
import { useRef } from 'react';
import { useRouteLoaderData } from 'react-router';
import { formatHour } from '../../lib/format.ts';
import { classAttr, escapeHtml } from '../../lib/html.ts';
import { useLinkDelegation } from '../../lib/link-delegation.ts';
import { Badge } from '../../ui/badge.tsx';
import { ButtonLink, buttonClass } from '../../ui/button.tsx';
import { ClockIcon, InfoIcon } from '../../ui/icons.tsx';
import { useShopper } from '../auth/index.ts';
import type { Department } from '../catalogue/index.ts';
import { CatererOffers } from '../popins/index.ts';
import type { StoreSummary } from '../stores/index.ts';
import { ShopSelectorTrigger, StoreFinder, useCurrentStore } from '../stores/index.ts';
import styles from './home.module.css';
import type { HomeData } from './home.server.ts';
import { ProHome } from './pro-home.tsx';

export function Home({ data }: { data: HomeData }) {
  // The store comes with the root's data and the departments with the default layout's (the main
  // menu): each is sent to the browser once.
  const store = useCurrentStore();
  const layout = useRouteLoaderData<{ departments: Department[] }>('layouts/default');
  return (
    <div className={`page ${styles.home}`}>
      <ShopInfos infos={data.infos} />
      {store ? <StoreHome store={store} nextDriveSlot={data.nextDriveSlot} /> : <NationalHome />}
      {data.pro && <ProHome pro={data.pro} />}
      <Departments departments={layout?.departments ?? []} />
    </div>
  );
}

/** Shop info messages (`message_info`, `message_alerte`). */
function ShopInfos({ infos }: { infos: ShopInfo[] }) {
  if (!infos.length) return null;
  return (
    <section aria-label="Informations" className={styles.infos}>
      {infos.map((info, index) => (
        <p
          // Messages have no id; their order is stable within a page.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className={info.type === 'message_alerte' ? styles.alert : styles.info}
        >
          <InfoIcon className={styles.infoIcon} />
          <span>
            <span className="sr-only">{info.type === 'message_alerte' ? 'Alerte : ' : 'Information : '}</span>
            {info.message}
          </span>
        </p>
      ))}
    </section>
  );
}

function ChangeStoreButton({ label }: { label: string }) {
  return <ShopSelectorTrigger className={buttonClass({ variant: 'secondary' })}>{label}</ShopSelectorTrigger>;
}

const MODE_LABELS: Record<string, string> = {
  DRIVE: 'Drive',
  CC: 'Retrait en magasin',
  LAD: 'Livraison à domicile',
  LDD: 'Livraison par un vendeur',
  CC_TRAITEUR_NOEL: 'Traiteur de fêtes',
  CC_TRAITEUR_PERMANENT: 'Traiteur',
  PRP: 'Point de retrait',
  CEV: 'Retrait en casier',
  LC: 'Livraison en consigne',
  PRC: 'Point relais',
  PRC_DELIPOP: 'Point relais Delipop',
};

function StoreHome({ store, nextDriveSlot }: { store: StoreSummary; nextDriveSlot: string | null }) {
  const isPro = useShopper()?.isPro ?? false;
  return (
    <section className={styles.hero} aria-labelledby="titre-accueil">
      <div className={styles.heroText}>
        <p className={styles.kicker}>Votre magasin</p>
        <h1 id="titre-accueil">{store.name}</h1>
        <p className={styles.address}>
          {store.adresse}, {store.cp} {store.ville}
          {store.telephone && (
            <>
              <br />
              Téléphone : <a href={`tel:${store.telephone.replace(/\s+/g, '')}`}>{store.telephone}</a>
            </>
          )}
        </p>
        {nextDriveSlot && (
          <p className={styles.slot}>
            <ClockIcon className={styles.slotIcon} />
            <span>
              Prochain créneau drive : <strong>{nextDriveSlot}</strong>
            </span>
          </p>
        )}
        {store.modes.length > 0 && (
          <ul className={styles.modes} aria-label="Modes de commande">
            {store.modes.map((mode) => (
              <li key={mode.type}>
                <Badge tone="info">{MODE_LABELS[mode.type] ?? mode.label}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <ButtonLink to="/rayons">Faire mes courses</ButtonLink>
          <ChangeStoreButton label="Changer de magasin" />
        </div>
        <CatererOffers modes={store.modes.map((mode) => mode.type)} storePath={store.path} isPro={isPro} />
      </div>
      <div className={styles.hours}>
        <h2>Horaires</h2>
        {store.horaires && <p>{store.horaires}</p>}
        {store.horairesTable.length > 0 && (
          <table className={styles.hoursTable}>
            <caption className="sr-only">Horaires d'ouverture de la semaine</caption>
            <tbody>
              {groupHours(store.horairesTable).map((row) => (
                <tr key={row.jour}>
                  <th scope="row">{row.jour}</th>
                  <td>{row.slots}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

/** One row per day, its opening periods joined (`8h30 – 12h, 14h – 19h`). */
function groupHours(entries: StoreSummary['horairesTable']): { jour: string; slots: string }[] {
  const rows = new Map<string, string[]>();
  for (const entry of entries) {
    const list = rows.get(entry.jour) ?? [];
    list.push(`${formatHour(entry.from)} – ${formatHour(entry.to)}`);
    rows.set(entry.jour, list);
  }
  return [...rows].map(([jour, slots]) => ({
    jour: jour.charAt(0).toUpperCase() + jour.slice(1),
    slots: slots.join(', '),
  }));
}

function NationalHome() {
  return (
    <section className={styles.hero} aria-labelledby="titre-accueil">
      <div className={styles.heroText}>
        <h1 id="titre-accueil">Vos courses en ligne, aux prix de votre magasin</h1>
        <p className={styles.lead}>
          Drive, retrait en magasin ou livraison à domicile : choisissez votre magasin pour voir ses prix, ses
          produits disponibles et ses créneaux.
        </p>
        <StoreFinder id="recherche-magasin-accueil" />
        <p className={styles.alt}>
          <ChangeStoreButton label="Voir la liste des magasins" />
        </p>
      </div>
    </section>
  );
}

/**
 * The department grid's items, built as markup once per department list (the list is the same for
 * every visitor while the layout's cached tree lasts): about sixty elements React does not have to
 * render on every home page. Every text and address is escaped.
 */
const gridMarkups = new WeakMap<Department[], { __html: string }>();

function gridMarkup(departments: Department[]): { __html: string } {
  let markup = gridMarkups.get(departments);
  if (!markup) {
    const items = departments.map(
      (department) =>
        `<li><a href="${escapeHtml(department.path)}"${classAttr(styles.card)}>` +
        `<img src="${escapeHtml(department.image)}" alt="" width="64" height="64" loading="lazy" decoding="async"/>` +
        `<span>${escapeHtml(department.libelle)}</span></a></li>`,
    );
    markup = { __html: items.join('') };
    gridMarkups.set(departments, markup);
  }
  return markup;
}

/** The department grid: plain links, navigating inside the app through one delegated listener. */
function Departments({ departments }: { departments: Department[] }) {
  const grid = useRef<HTMLUListElement>(null);
  useLinkDelegation(grid);
  if (!departments.length) return null;
  return (
    <section className={styles.departments} aria-labelledby="titre-rayons">
      <h2 id="titre-rayons">Nos rayons</h2>
      <ul
        ref={grid}
        className={styles.grid}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markup built above, every text escaped
        dangerouslySetInnerHTML={gridMarkup(departments)}
      />
    </section>
  );
}
