import type { StaffMember } from '@cabas/contracts';
import tools from '../../ui/back-office.module.css';

/**
 * The store of a staff page's GET form, for a member of several stores (a select of his) or head
 * office (the store's number typed). A member of one store needs none: the page keeps it in the
 * address. `id` names the field; its error and hint take `<id>-erreur` and `<id>-aide`.
 */
export function StaffStoreField({
  id,
  member,
  storeId,
  typed,
  error,
}: {
  id: string;
  member: StaffMember;
  storeId: number | null;
  /** What head office typed, shown back (else the store shown). */
  typed: string;
  error?: string;
}) {
  const errorId = `${id}-erreur`;
  const hintId = `${id}-aide`;
  return (
    <div className={tools.field}>
      <label htmlFor={id}>Magasin</label>
      {member.allStores ? (
        <input
          id={id}
          name="magasin"
          inputMode="numeric"
          defaultValue={typed || (storeId ?? '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hintId}
          className={tools.control}
        />
      ) : (
        <select id={id} name="magasin" defaultValue={storeId ?? ''} className={tools.control}>
          {member.stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </select>
      )}
      {member.allStores && !error ? (
        <p id={hintId} className={tools.hint}>
          Numéro du magasin
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={tools.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
