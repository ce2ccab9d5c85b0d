import { accountMessages, type TeamMember } from '@cabas/contracts';
import { STAFF_ROLE_LABELS, type StaffRole } from '@cabas/domain';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { STAFF_PATHS, teamMemberHref } from './paths.ts';
import styles from './staff.module.css';
import team from './staff-team.module.css';
import type {
  InvitationActionData,
  InvitationPageData,
  StaffStoreOption,
  StaffTeamPageData,
  TeamFormResult,
  TeamMemberPageData,
} from './staff-team.server.ts';

/** More stores than this: a list box (head office), else a checkbox per store. */
const CHECKBOXES_MAX = 12;

function memberStores(member: TeamMember): string {
  if (member.role === 'siege') return 'Tous les magasins';
  return member.magasins.map((store) => store.name).join(', ') || 'Aucun magasin';
}

/** « Active » / « Désactivée », and « Invitation en attente » until the password is chosen. */
function MemberState({ member }: { member: TeamMember }) {
  return (
    <span className={team.badges}>
      {member.actif ? <Badge tone="success">Active</Badge> : <Badge tone="neutral">Désactivée</Badge>}
      {member.invitation_en_attente ? <Badge tone="warning">Invitation en attente</Badge> : null}
    </span>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className={team.error}>
      {message}
    </p>
  ) : null;
}

function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  ) : null;
}

function RoleField({
  id,
  roles,
  value,
  error,
}: {
  id: string;
  roles: readonly StaffRole[];
  value: string | undefined;
  error?: string;
}) {
  if (roles.length === 1) {
    const only = roles[0]!;
    return (
      <div className={team.field}>
        <input type="hidden" name="role" value={only} />
        <p className={team.hint}>
          Rôle : <strong>{STAFF_ROLE_LABELS[only]}</strong> (un responsable crée et gère des préparateurs)
        </p>
        <FieldError id={`${id}-erreur`} message={error} />
      </div>
    );
  }
  return (
    <div className={team.field}>
      <label htmlFor={id} className={team.label}>
        Rôle
      </label>
      <select
        id={id}
        name="role"
        required
        defaultValue={value ?? ''}
        className={team.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erreur` : undefined}
      >
        <option value="" disabled>
          Choisir un rôle
        </option>
        {roles.map((role) => (
          <option key={role} value={role}>
            {STAFF_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-erreur`} message={error} />
    </div>
  );
}

function StoresField({
  id,
  stores,
  selected,
  error,
}: {
  id: string;
  stores: readonly StaffStoreOption[];
  selected: readonly number[];
  error?: string;
}) {
  const hintId = `${id}-aide`;
  const errorId = `${id}-erreur`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  if (stores.length > CHECKBOXES_MAX)
    return (
      <div className={team.field}>
        <label htmlFor={id} className={team.label}>
          Magasins
        </label>
        <p id={hintId} className={team.hint}>
          Un magasin pour un préparateur, un ou plusieurs pour un responsable (Ctrl ou Cmd pour en choisir
          plusieurs), aucun pour le siège.
        </p>
        <select
          id={id}
          name="magasins"
          multiple
          size={8}
          defaultValue={selected.map(String)}
          className={team.control}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.name}
            </option>
          ))}
        </select>
        <FieldError id={errorId} message={error} />
      </div>
    );
  return (
    <fieldset className={team.fieldset} aria-describedby={describedBy}>
      <legend>Magasins</legend>
      <p id={hintId} className={team.hint}>
        Un préparateur travaille dans un seul magasin.
      </p>
      <ul className={team.checks}>
        {stores.map((store) => (
          <li key={store.id}>
            <label>
              <input
                type="checkbox"
                name="magasins"
                value={store.id}
                defaultChecked={selected.includes(store.id)}
                aria-invalid={error ? true : undefined}
              />
              {store.name}
            </label>
          </li>
        ))}
      </ul>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** /gestion/equipe: the members of the actor's stores (head office: everyone) and the creation form. */
export function StaffTeamPage({ page, result }: { page: StaffTeamPageData; result?: TeamFormResult | null }) {
  const { member, stores, roles, created } = page;
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const defaultStores = values.magasins ?? (stores.length === 1 ? [stores[0]!.id] : []);
  return (
    <div>
      <h1 className={styles.title}>Équipe</h1>
      <p className={styles.lead}>
        {member.allStores
          ? 'Tous les comptes du personnel des magasins et du siège.'
          : 'Le personnel de vos magasins. Vous créez et gérez les comptes des préparateurs.'}
      </p>
      {created ? (
        <p className={team.status} role="status">
          Compte créé pour {created.nom} : une invitation à choisir son mot de passe a été envoyée à{' '}
          {created.email}.
        </p>
      ) : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="sr-only">Membres du personnel</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Adresse email</th>
              <th scope="col">Rôle</th>
              <th scope="col">Magasins</th>
              <th scope="col">État</th>
            </tr>
          </thead>
          <tbody>
            {page.team.map((m) => (
              <tr key={m.id} id={`membre-${m.id}`}>
                <th scope="row">
                  <a href={teamMemberHref(m.id)}>{m.nom}</a>
                </th>
                <td className={styles.entity}>{m.email}</td>
                <td>{STAFF_ROLE_LABELS[m.role]}</td>
                <td>{memberStores(m)}</td>
                <td>
                  <MemberState member={m} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className={team.section} aria-labelledby="nouveau-membre">
        <h2 id="nouveau-membre">Ajouter un membre</h2>
        <p className={team.hint}>
          Le nouveau membre reçoit par email un lien, valable 72 heures, pour choisir son mot de passe.
        </p>
        <form method="post" action={STAFF_PATHS.team} className={team.form} noValidate>
          <FormAlert message={result?.formError} />
          <Field
            id="membre-email"
            label="Adresse email professionnelle"
            name="email"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            defaultValue={values.email}
            error={errors.email}
          />
          <Field
            id="membre-nom"
            label="Prénom et nom"
            name="nom"
            autoComplete="off"
            required
            maxLength={100}
            defaultValue={values.nom}
            error={errors.nom}
          />
          <RoleField id="membre-role" roles={roles} value={values.role} error={errors.role} />
          <StoresField
            id="membre-magasins"
            stores={stores}
            selected={defaultStores}
            error={errors.magasins}
          />
          <div>
            <Button type="submit" variant="primary">
              Créer le compte et envoyer l’invitation
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}

const DONE_MESSAGES: Record<string, string> = {
  modifie: 'Les modifications sont enregistrées.',
  desactive: 'Le compte est désactivé : ses sessions ont pris fin et il ne peut plus se connecter.',
  reactive: 'Le compte est réactivé : le membre peut de nouveau se connecter.',
  invitation: 'Une nouvelle invitation a été envoyée ; les liens précédents ne sont plus valables.',
};

/** /gestion/equipe/:id: a member, and what the actor may change of him. */
export function TeamMemberPage({
  page,
  result,
}: {
  page: TeamMemberPageData;
  result?: TeamFormResult | null;
}) {
  const { member, target, stores, roles, done } = page;
  const edit = result?.intent === 'modifier' ? result : null;
  const values = edit?.values ?? {};
  const errors = edit?.errors ?? {};
  const other = result && result.intent !== 'modifier' ? result : null;
  const self = member.id === target.id;
  return (
    <div>
      <p>
        <a href={STAFF_PATHS.team}>Retour à l’équipe</a>
      </p>
      <h1 className={styles.title}>{target.nom}</h1>
      {done && DONE_MESSAGES[done] ? (
        <p className={team.status} role="status">
          {DONE_MESSAGES[done]}
        </p>
      ) : null}
      <FormAlert message={other?.formError} />
      <dl className={styles.facts}>
        <div>
          <dt>Adresse email</dt>
          <dd>{target.email}</dd>
        </div>
        <div>
          <dt>Rôle</dt>
          <dd>{STAFF_ROLE_LABELS[target.role]}</dd>
        </div>
        <div>
          <dt>{target.magasins.length > 1 ? 'Magasins' : 'Magasin'}</dt>
          <dd>{memberStores(target)}</dd>
        </div>
        <div>
          <dt>État</dt>
          <dd>
            <MemberState member={target} />
          </dd>
        </div>
      </dl>
      {!target.gerable ? (
        <p className={team.hint}>
          {self
            ? 'C’est votre compte : seul le siège peut changer votre rôle, vos magasins ou le désactiver.'
            : 'Vous ne pouvez pas modifier ce compte : un responsable gère les préparateurs de ses magasins.'}
        </p>
      ) : (
        <>
          <section className={team.section} aria-labelledby="modifier-membre">
            <h2 id="modifier-membre">Nom, rôle et magasins</h2>
            <form method="post" className={team.form} noValidate>
              <input type="hidden" name="intent" value="modifier" />
              <FormAlert message={edit?.formError} />
              <Field
                id="membre-nom"
                label="Prénom et nom"
                name="nom"
                autoComplete="off"
                required
                maxLength={100}
                defaultValue={values.nom ?? target.nom}
                error={errors.nom}
              />
              <RoleField
                id="membre-role"
                roles={roles}
                value={values.role ?? target.role}
                error={errors.role}
              />
              <StoresField
                id="membre-magasins"
                stores={stores}
                selected={values.magasins ?? target.magasins.map((s) => s.id)}
                error={errors.magasins}
              />
              <div>
                <Button type="submit" variant="primary">
                  Enregistrer les modifications
                </Button>
              </div>
            </form>
          </section>
          {target.invitation_en_attente && target.actif ? (
            <section className={team.section} aria-labelledby="invitation-membre">
              <h2 id="invitation-membre">Invitation</h2>
              <p className={team.hint}>
                {target.nom} n’a pas encore choisi son mot de passe. Une nouvelle invitation remplace les
                précédentes.
              </p>
              <form method="post" className={team.actions}>
                <input type="hidden" name="intent" value="inviter" />
                <Button type="submit" variant="secondary">
                  Renvoyer l’invitation
                </Button>
              </form>
            </section>
          ) : null}
          <section className={team.section} aria-labelledby="acces-membre">
            <h2 id="acces-membre">Accès</h2>
            {target.actif ? (
              <form method="post" className={team.form}>
                <p className={team.hint}>
                  Désactiver le compte met fin à ses sessions ouvertes : il ne peut plus se connecter.
                </p>
                <input type="hidden" name="intent" value="desactiver" />
                <div>
                  <Button type="submit" variant="secondary">
                    Désactiver le compte
                  </Button>
                </div>
              </form>
            ) : (
              <form method="post" className={team.form}>
                <p className={team.hint}>
                  Le compte est désactivé. Le réactiver lui permet de se reconnecter.
                </p>
                <input type="hidden" name="intent" value="reactiver" />
                <div>
                  <Button type="submit" variant="secondary">
                    Réactiver le compte
                  </Button>
                </div>
              </form>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** /gestion/invitation/:jeton: the new member chooses his password (public page). */
export function StaffInvitationPage({
  page,
  result,
}: {
  page: InvitationPageData;
  result?: InvitationActionData | null;
}) {
  if (result?.done)
    return (
      <div className={styles.narrow}>
        <h1 className={styles.title}>Mot de passe enregistré</h1>
        <p className={team.status} role="status">
          {result.message}
        </p>
        <p>
          <a href={STAFF_PATHS.login}>Se connecter à l’espace du personnel</a>
        </p>
      </div>
    );
  const invalid = page.state === 'invalid' ? page.message : (result?.message ?? null);
  if (invalid !== null || page.state === 'invalid')
    return (
      <div className={styles.narrow}>
        <h1 className={styles.title}>Invitation</h1>
        <p className={styles.alert} role="alert">
          {invalid}
        </p>
        <p>
          <a href={STAFF_PATHS.login}>Aller à la page de connexion du personnel</a>
        </p>
      </div>
    );
  const errors = result?.errors ?? {};
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>Choisissez votre mot de passe</h1>
      <p className={styles.lead}>
        Bienvenue {page.nom}. Votre identifiant est votre adresse email : {page.email}.
      </p>
      <form method="post" className={styles.form} noValidate>
        <input type="hidden" name="email" value={page.email} autoComplete="username" />
        <Field
          id="invitation-mot-de-passe"
          label="Mot de passe"
          name="mot_de_passe"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          description={accountMessages.passwordRule}
          error={errors.mot_de_passe}
        />
        <Field
          id="invitation-confirmation"
          label="Confirmation du mot de passe"
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          error={errors.confirmation}
        />
        <div>
          <Button type="submit" variant="primary">
            Enregistrer mon mot de passe
          </Button>
        </div>
      </form>
    </div>
  );
}
