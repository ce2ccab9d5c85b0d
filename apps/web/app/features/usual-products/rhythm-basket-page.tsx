import { Button } from '../../ui/button.tsx';
import { useCheckedForm } from '../../ui/use-checked-form.ts';
import { AddNotice } from './add-notice.tsx';
import { postedOf, UsualItem, type UsualValues } from './usual-item.tsx';
import styles from './usual-products.module.css';
import type { RhythmBasketData, UsualActionData } from './usual-products.server.ts';
import { USUAL_PATH } from './usual-view.ts';

/**
 * "Préparer mon panier habituel": the usual products due again by the customer's buying rhythm, all
 * ticked, each saying why; the customer unticks, changes quantities and adds them in one step.
 */
export function RhythmBasketPage({
  data,
  actionData,
}: {
  data: RhythmBasketData;
  actionData: UsualActionData | undefined;
}) {
  const count = data.items.length;
  const { form, fields, formProps, formError } = useCheckedForm<UsualValues>(
    'panier-habituel',
    actionData?.result,
  );
  const posted = postedOf(fields, Boolean(actionData));
  return (
    <div className={styles.page}>
      <p>
        <a href={USUAL_PATH}>Retour à mes produits habituels</a>
      </p>
      <h1>Préparer mon panier habituel</h1>
      <p className={styles.intro}>
        D’après votre rythme d’achat, il est temps de racheter ces produits. Décochez ceux dont vous n’avez
        pas besoin, ajustez les quantités, puis ajoutez-les au panier en une fois.
      </p>
      {data.chooserHref ? (
        <p>
          Choisissez votre magasin pour préparer votre panier à ses prix.{' '}
          <a href={data.chooserHref}>Choisir mon magasin</a>
        </p>
      ) : (
        <>
          {actionData ? null : <AddNotice notice={data.notice} />}
          {count === 0 ? (
            <p>
              Aucun produit à racheter pour le moment : vos produits habituels apparaîtront ici quand ce sera
              le moment de les racheter.
            </p>
          ) : (
            <form method="post" {...formProps}>
              {formError ? (
                <p id={form.errorId} className={styles.alert} role="alert">
                  {formError}
                </p>
              ) : null}
              <ul className={styles.items} aria-label="Produits proposés">
                {data.items.map((item) => (
                  <UsualItem key={item.id} item={item} checked posted={posted(item)} />
                ))}
              </ul>
              <div className={styles.toolbar}>
                <Button type="submit">Ajouter au panier</Button>
              </div>
            </form>
          )}
        </>
      )}
    </div>
  );
}
