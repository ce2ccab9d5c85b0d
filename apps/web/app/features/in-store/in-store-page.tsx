import { IN_STORE_PATH, OrdersTabs } from '../orders/index.ts';
import styles from './in-store.module.css';
import type { InStoreActionData, InStoreData } from './in-store.server.ts';
import { TicketFilters } from './ticket-filters.tsx';
import { TicketPreferenceForm } from './ticket-preference-form.tsx';

/** What a shopper without a loyalty card reads: how to see the receipts here. */
function NonHolder({ isPro }: { isPro: boolean }) {
  if (isPro)
    return (
      <section className={styles.panel} aria-labelledby="sans-carte">
        <h2 id="sans-carte">Vos achats en magasin</h2>
        <p>
          Les achats en magasin des comptes professionnels ne sont pas suivis dans l’espace client : votre
          correspondant Cabas Pro vous adresse leurs factures.
        </p>
      </section>
    );
  return (
    <section className={styles.panel} aria-labelledby="sans-carte">
      <h2 id="sans-carte">Retrouvez ici vos tickets de caisse</h2>
      <p>
        Les tickets de vos achats en magasin s’affichent ici lorsque vous présentez en caisse une carte de
        fidélité associée à votre compte.
      </p>
      <p>
        Vous avez déjà une carte ? Associez-la à votre compte dans{' '}
        <a href="/mon-compte/ma-fidelite">Ma fidélité</a>. Pas encore de carte ?{' '}
        <a href="/creation-carte-fidelite">Créez votre carte de fidélité</a> gratuitement : vos prochains
        tickets apparaîtront sur cette page.
      </p>
    </section>
  );
}

/** `/mon-compte/mes-commandes/en-magasin`: the in-store purchases (till receipts) of a card holder. */
export function InStorePage({ data, actionData }: { data: InStoreData; actionData?: InStoreActionData }) {
  return (
    <div className={styles.page}>
      <h1>Mes achats et tickets</h1>
      <OrdersTabs current="en-magasin" />
      {data.holder ? (
        <>
          <TicketFilters data={data} action={IN_STORE_PATH} />
          <section aria-labelledby="tickets-titre">
            <h2 id="tickets-titre" className="sr-only">
              Mes tickets de caisse
            </h2>
            {data.listError ? (
              <p role="alert" className={styles.error}>
                {data.listError}
              </p>
            ) : data.tickets.length === 0 ? (
              <p className={styles.panel}>Aucun achat en magasin ne correspond à votre recherche.</p>
            ) : (
              <table className={styles.table}>
                <caption>Mes tickets de caisse, du plus récent au plus ancien</caption>
                <thead>
                  <tr>
                    <th scope="col">Date d’achat</th>
                    <th scope="col">Magasin</th>
                    <th scope="col">Articles</th>
                    <th scope="col" className={styles.amount}>
                      Montant
                    </th>
                    <th scope="col">Ticket</th>
                  </tr>
                </thead>
                <tbody>
                  {data.tickets.map((ticket, index) => (
                    <tr key={ticket.id} id={`ticket-${index}`} tabIndex={-1}>
                      <td>{ticket.date}</td>
                      <td>{ticket.store}</td>
                      <td>{ticket.articles}</td>
                      <td className={styles.amount}>{ticket.total}</td>
                      <td>
                        {/* A document load (not `download`): past the limit the 429 page shows. */}
                        <a href={ticket.pdfHref} data-reload-document="">
                          Télécharger<span className="sr-only"> le ticket du {ticket.date}</span> (PDF)
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {data.moreHref ? (
              <p className={styles.actions}>
                <a href={data.moreHref}>Voir plus de tickets</a>
              </p>
            ) : null}
          </section>
          <TicketPreferenceForm data={data} action={IN_STORE_PATH} actionData={actionData} />
        </>
      ) : (
        <NonHolder isPro={data.isPro} />
      )}
    </div>
  );
}
