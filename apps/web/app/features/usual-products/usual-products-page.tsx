import { Button, ButtonLink } from '../../ui/button.tsx';
import { useCheckedForm } from '../../ui/use-checked-form.ts';
import { AddNotice } from './add-notice.tsx';
import { HiddenNotice } from './hidden-notice.tsx';
import { postedOf, UsualItem, type UsualValues } from './usual-item.tsx';
import styles from './usual-products.module.css';
import type { UsualActionData, UsualProductsData } from './usual-products.server.ts';
import { RHYTHM_BASKET_PATH } from './usual-view.ts';

function Departments({ data }: { data: UsualProductsData }) {
  if (data.departments.length < 2) return null;
  return (
    <nav aria-label="Filtrer par rayon">
      <ul className={styles.departments}>
        <li>
          <a href={data.allHref} aria-current={data.department === null ? 'page' : undefined}>
            Tous les rayons ({data.total})
          </a>
        </li>
        {data.departments.map((d) => (
          <li key={d.id}>
            <a href={d.href} aria-current={d.current ? 'page' : undefined}>
              {d.label} ({d.count})
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * `/mon-compte/mes-produits-habituels`: the products the customer buys most often (orders and till
 * receipts), by department; one product or the ticked ones go to the cart, or leave the usual
 * products. One plain form: the "selection" add button comes first, so Enter in a quantity field adds
 * the selection.
 */
export function UsualProductsPage({
  data,
  actionData,
}: {
  data: UsualProductsData;
  actionData: UsualActionData | undefined;
}) {
  const count = data.items.length;
  const { form, fields, formProps, formError } = useCheckedForm<UsualValues>(
    'produits-habituels',
    actionData?.result,
  );
  const posted = postedOf(fields, Boolean(actionData));
  return (
    <div className={styles.page}>
      <h1>Mes produits habituels</h1>
      <p className={styles.intro}>
        Les produits que vous achetez le plus souvent, en ligne et en magasin : les plus fréquents et les plus
        récents d’abord.
      </p>
      {data.chooserHref ? (
        <p>
          Choisissez votre magasin pour voir vos produits habituels à ses prix et les ajouter au panier.{' '}
          <a href={data.chooserHref}>Choisir mon magasin</a>
        </p>
      ) : (
        <>
          <p>
            <ButtonLink to={RHYTHM_BASKET_PATH} variant="secondary" reloadDocument>
              Préparer mon panier habituel
            </ButtonLink>
          </p>
          <HiddenNotice names={data.hidden} />
          {actionData ? null : <AddNotice notice={data.notice} />}
          <Departments data={data} />
          {count === 0 ? (
            <p>
              Vous n’avez pas encore de produits habituels : ils apparaissent dès que vous achetez un produit
              deux fois, en ligne ou en magasin.
            </p>
          ) : (
            <form method="post" {...formProps}>
              {formError ? (
                <p id={form.errorId} className={styles.alert} role="alert">
                  {formError}
                </p>
              ) : null}
              <div className={styles.toolbar}>
                <p className={styles.muted}>
                  {count} produit{count > 1 ? 's' : ''} habituel{count > 1 ? 's' : ''}
                </p>
                <Button type="submit" name="ajouter" value="selection">
                  Ajouter la sélection au panier
                </Button>
                <Button type="submit" name="retirer" value="selection" variant="secondary">
                  Retirer la sélection de mes produits habituels
                </Button>
              </div>
              <ul className={styles.items} aria-label="Mes produits habituels">
                {data.items.map((item) => (
                  <UsualItem
                    key={item.id}
                    item={item}
                    checked={false}
                    posted={posted(item)}
                    actions={
                      <Button
                        type="submit"
                        name="ajouter"
                        value={String(item.id)}
                        variant="secondary"
                        size="small"
                      >
                        Ajouter au panier<span className="sr-only"> : {item.designation}</span>
                      </Button>
                    }
                    removal={
                      <p className={styles.removal}>
                        <Button
                          type="submit"
                          name="retirer"
                          value={String(item.id)}
                          variant="ghost"
                          size="small"
                        >
                          Retirer de mes produits habituels
                          <span className="sr-only"> : {item.designation}</span>
                        </Button>
                      </p>
                    }
                  />
                ))}
              </ul>
            </form>
          )}
        </>
      )}
    </div>
  );
}
