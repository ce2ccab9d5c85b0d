import { ALL_ORDERS_PATH, ORDERS_PATH, OrderCard } from '../orders/index.ts';
import styles from './account-home.module.css';
import type { AccountHomeData } from './account-home.server.ts';

const UNREADABLE = 'Impossible d’afficher ces informations pour le moment. Veuillez réessayer plus tard.';
const LISTS_PATH = '/mon-compte/mes-listes-de-courses';

function Orders({
  id,
  title,
  orders,
  empty,
  more,
}: {
  id: string;
  title: string;
  orders: AccountHomeData['lastOrders'];
  empty: string;
  more: { href: string; label: string };
}) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {orders === null ? (
        <p>{UNREADABLE}</p>
      ) : orders.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.cards}>
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={more.href}>{more.label}</a>
      </p>
    </section>
  );
}

/** `/mon-compte`: the account home (the menu is the frame's). */
export function AccountHome({ data }: { data: AccountHomeData }) {
  return (
    <div className={styles.page}>
      <h1>Mon compte</h1>
      <p className={styles.lead}>
        Bonjour {data.prenom} {data.nom}
      </p>
      <p className={styles.muted}>{data.email}</p>
      {data.isPro && data.companyName ? <p>Compte pro : {data.companyName}</p> : null}
      {data.proContact ? (
        <section className={styles.contact} aria-labelledby="contact-pro">
          <h2 id="contact-pro">Votre contact commercial</h2>
          <p>{data.proContact.name}</p>
          {data.proContact.tel ? <p>Téléphone : {data.proContact.tel}</p> : null}
          {data.proContact.mail ? <p>E-mail : {data.proContact.mail}</p> : null}
        </section>
      ) : null}

      <Orders
        id="commandes-en-cours"
        title="Mes commandes en cours"
        orders={data.currentOrders}
        empty="Vous n’avez pas de commande en cours."
        more={{
          href: ORDERS_PATH,
          label:
            data.currentOrdersTotal > (data.currentOrders?.length ?? 0)
              ? `Voir mes ${data.currentOrdersTotal} commandes en cours`
              : 'Voir mes commandes en cours',
        }}
      />
      <Orders
        id="dernieres-commandes"
        title="Mes 5 dernières commandes"
        orders={data.lastOrders}
        empty="Vous n’avez pas encore passé de commande."
        more={{ href: ALL_ORDERS_PATH, label: 'Voir toutes mes commandes' }}
      />

      <section className={styles.block} aria-labelledby="listes-accueil">
        <h2 id="listes-accueil">Mes listes de courses</h2>
        {data.lists === null ? (
          <p className={styles.muted}>Choisissez un magasin pour retrouver vos listes de courses.</p>
        ) : data.lists.length === 0 ? (
          <p className={styles.muted}>Vous n’avez pas encore de liste de courses.</p>
        ) : (
          <ul className={styles.lists}>
            {data.lists.map((list) => (
              <li key={list.id}>
                <a href={`${LISTS_PATH}/${list.id}`}>{list.titre}</a>
                <span className={styles.muted}>
                  {list.count} produit{list.count > 1 ? 's' : ''}
                  {list.updatedText ? ` · utilisée le ${list.updatedText}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p>
          <a href={LISTS_PATH}>Voir toutes mes listes</a>
        </p>
      </section>

      {data.isPro ? null : (
        <section className={styles.block} aria-labelledby="abonnements-accueil">
          <h2 id="abonnements-accueil">Mes abonnements</h2>
          {data.subscriptions === null ? (
            <p>{UNREADABLE}</p>
          ) : data.subscriptions.length === 0 ? (
            <p className={styles.muted}>Vous n'avez pas d'abonnement en cours.</p>
          ) : (
            <ul className={styles.cards}>
              {data.subscriptions.map((s) => (
                <li key={s.id}>
                  <strong>
                    {s.title} – {s.storeName}
                  </strong>
                  <br />
                  Jusqu'au {s.endText}. {s.advantageText}.
                </li>
              ))}
            </ul>
          )}
          <p>
            <a href="/mon-compte/abonnements">Voir mes abonnements</a>
          </p>
        </section>
      )}

      <div className={styles.pair}>
        <section className={styles.block} aria-labelledby="adresse-accueil">
          <h2 id="adresse-accueil">Mon adresse de livraison</h2>
          {data.address === 'erreur' ? (
            <p>{UNREADABLE}</p>
          ) : data.address ? (
            <address className={styles.address}>
              {data.address.libelle ? <strong>{data.address.libelle}</strong> : null}
              <span>{data.address.name}</span>
              {data.address.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          ) : (
            <p className={styles.muted}>Vous n’avez pas encore d’adresse de livraison.</p>
          )}
          <p>
            <a href="/mon-compte/mes-adresses">Gérer mes adresses</a>
          </p>
        </section>

        <section className={styles.block} aria-labelledby="magasin-accueil">
          <h2 id="magasin-accueil">Mon magasin</h2>
          {data.store ? (
            <address className={styles.address}>
              <strong>
                <a href={data.store.path}>{data.store.name}</a>
              </strong>
              <span>{data.store.adresse}</span>
              <span>
                {data.store.cp} {data.store.ville}
              </span>
              {data.store.telephone ? <span>Téléphone : {data.store.telephone}</span> : null}
            </address>
          ) : (
            <p className={styles.muted}>Vous n’avez pas encore choisi de magasin.</p>
          )}
          <p>
            <a href="/magasins/choisir?redirectTo=%2Fmon-compte">Changer de magasin</a>
          </p>
        </section>
      </div>
    </div>
  );
}
