import {
  CONTACT_SUBJECTS,
  FORM_MESSAGE_MAX,
  LOYALTY_CANCELLATION_REASONS,
  WITHDRAWAL_DAYS,
  type WithdrawableOrder,
} from '@cabas/contracts';
import styles from '../../ui/account-forms.module.css';
import { Field } from '../../ui/field.tsx';
import { initialChecked } from '../../ui/use-checked-form.ts';
import {
  Checkbox,
  type Fields,
  type Initial,
  Select,
  SenderFields,
  StoreField,
  TextArea,
} from './form-fields.tsx';
import own from './forms.module.css';
import type { FormPageData } from './forms.ts';

interface BodyProps {
  page: FormPageData;
  fields: Fields;
  initial: Initial;
  action: string;
}

const CARD_HELP = '16 à 19 chiffres, au dos de votre carte';

export function ContactBody({ fields, initial, action }: BodyProps) {
  return (
    <>
      <SenderFields id="contact" fields={fields} initial={initial} phone="optional" />
      <StoreField error={fields.magasin_id.errors?.[0]} returnTo={action} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Votre demande</legend>
        <Select
          id="contact-sujet"
          name="sujet"
          label="Objet de votre demande"
          options={CONTACT_SUBJECTS}
          defaultValue={initial('sujet')}
          error={fields.sujet.errors?.[0]}
          required
        />
        <Field
          id="contact-commande"
          label="Numéro de commande (facultatif)"
          name="numero_commande"
          maxLength={40}
          field={fields.numero_commande}
          defaultValue={initial('numero_commande')}
        />
        <TextArea
          id="contact-message"
          name="message"
          label="Votre message"
          maxLength={FORM_MESSAGE_MAX}
          defaultValue={initial('message')}
          error={fields.message.errors?.[0]}
          required
        />
      </fieldset>
    </>
  );
}

export function CardRequestBody({ fields, initial, action }: BodyProps) {
  return (
    <>
      <p>
        La carte Cabas Malin est gratuite : elle vous fait profiter des remises de votre magasin et cumule
        votre cagnotte. Elle vous attend à l'accueil de votre magasin quelques jours après votre demande.
      </p>
      <SenderFields id="demande-carte" fields={fields} initial={initial} phone="required" />
      <Field
        id="demande-carte-naissance"
        label="Date de naissance"
        description="La carte est réservée aux personnes majeures."
        name="date_naissance"
        type="date"
        autoComplete="bday"
        required
        field={fields.date_naissance}
        defaultValue={initial('date_naissance')}
      />
      <StoreField error={fields.magasin_id.errors?.[0]} returnTo={action} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Vos préférences (facultatif)</legend>
        <Checkbox
          id="demande-carte-email"
          name="acceptEmail"
          label="Je souhaite recevoir les offres de mon magasin par e-mail"
          defaultChecked={initialChecked(fields.acceptEmail)}
        />
        <Checkbox
          id="demande-carte-sms"
          name="acceptSms"
          label="Je souhaite recevoir les offres de mon magasin par SMS"
          defaultChecked={initialChecked(fields.acceptSms)}
        />
      </fieldset>
    </>
  );
}

export function CardActivationBody({ fields, initial, action }: BodyProps) {
  return (
    <>
      <p>
        Vous avez reçu votre carte Cabas Malin en magasin ? Activez-la pour profiter de vos remises et de
        votre cagnotte, en magasin comme sur le site.
      </p>
      <Field
        id="activation-carte-numero"
        label="Numéro de carte"
        description={CARD_HELP}
        name="num_carte"
        inputMode="numeric"
        autoComplete="off"
        maxLength={23}
        required
        field={fields.num_carte}
        defaultValue={initial('num_carte')}
      />
      <SenderFields id="activation-carte" fields={fields} initial={initial} phone="optional" />
      <StoreField error={fields.magasin_id.errors?.[0]} returnTo={action} />
    </>
  );
}

export function LoyaltyCancellationBody({ fields, initial, action }: BodyProps) {
  return (
    <>
      <p>
        La résiliation est définitive : la cagnotte de votre carte qui n'a pas été utilisée est perdue. Pensez
        à l'utiliser avant d'envoyer votre demande.
      </p>
      <Field
        id="resiliation-numero"
        label="Numéro de carte"
        description={CARD_HELP}
        name="num_carte"
        inputMode="numeric"
        autoComplete="off"
        maxLength={23}
        required
        field={fields.num_carte}
        defaultValue={initial('num_carte')}
      />
      <SenderFields id="resiliation" fields={fields} initial={initial} phone="none" />
      <StoreField error={fields.magasin_id.errors?.[0]} returnTo={action} />
      <Select
        id="resiliation-motif"
        name="motif"
        label="Motif de la résiliation"
        options={LOYALTY_CANCELLATION_REASONS}
        defaultValue={initial('motif')}
        error={fields.motif.errors?.[0]}
        required
      />
      <TextArea
        id="resiliation-message"
        name="message"
        label="Commentaire (facultatif)"
        maxLength={FORM_MESSAGE_MAX}
        defaultValue={initial('message')}
        error={fields.message.errors?.[0]}
      />
      <Checkbox
        id="resiliation-confirmation"
        name="confirmation"
        label="Je confirme vouloir résilier ma carte de fidélité"
        error={fields.confirmation.errors?.[0]}
      />
    </>
  );
}

export function ProductQuestionBody({ page, fields, initial, action }: BodyProps) {
  return (
    <>
      {page.product && (
        <p>
          Produit concerné : <strong>{page.product.designation}</strong>
          <input type="hidden" name="produit_id" value={page.product.id} />
        </p>
      )}
      {fields.produit_id.errors?.[0] && <p className={styles.fieldError}>{fields.produit_id.errors[0]}</p>}
      <SenderFields id="question" fields={fields} initial={initial} phone="none" />
      <StoreField error={fields.magasin_id.errors?.[0]} returnTo={action} />
      <TextArea
        id="question-texte"
        name="question"
        label="Votre question"
        maxLength={FORM_MESSAGE_MAX}
        defaultValue={initial('question')}
        error={fields.question.errors?.[0]}
        required
      />
    </>
  );
}

export function NewsletterBody({ fields, initial, action }: BodyProps) {
  return (
    <>
      <p>
        Recevez chaque semaine les bons plans et les nouveautés de votre magasin. Nous vous enverrons un
        e-mail pour confirmer votre adresse : rien ne vous sera envoyé avant votre confirmation. Un lien de
        désinscription figure dans chaque newsletter.
      </p>
      <Field
        id="newsletter-email"
        label="Adresse email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        maxLength={254}
        field={fields.email}
        defaultValue={initial('email')}
      />
      <Field
        id="newsletter-prenom"
        label="Prénom (facultatif)"
        name="prenom"
        autoComplete="given-name"
        maxLength={50}
        field={fields.prenom}
        defaultValue={initial('prenom')}
      />
      <StoreField error={fields.magasin_id.errors?.[0]} returnTo={action} />
    </>
  );
}

const euros = (value: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value);
const day = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString('fr-FR', {
    timeZone: 'Europe/Paris',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

function WithdrawalOrder({
  order,
  fields,
  initial,
}: {
  order: WithdrawableOrder;
  fields: Fields;
  initial: Initial;
}) {
  const chosenLines = [fields.lignes.initialValue ?? []].flat();
  const legend = `Commande ${order.code} retirée le ${day(order.date_de_retrait)} (${order.magasin_nom})`;
  return (
    <fieldset className={own.order}>
      <legend className={styles.choicesLegend}>{legend}</legend>
      <label className={styles.choice}>
        <input
          type="radio"
          name="commande_id"
          value={order.id}
          defaultChecked={initial('commande_id') === String(order.id)}
          required
        />
        Cette commande (rétractation possible jusqu'au {day(order.date_limite)} inclus)
      </label>
      <ul className={own.lines}>
        {order.lignes.map((line) => (
          <li key={line.id}>
            <label className={styles.check}>
              <input
                type="checkbox"
                name="lignes"
                value={line.id}
                defaultChecked={chosenLines.includes(String(line.id))}
              />
              <span>
                {line.designation} × {line.quantite} ({euros(line.prix_total)})
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function WithdrawalBody({ page, fields, initial }: BodyProps) {
  const orders = page.orders ?? [];
  return (
    <>
      <p>
        Vous disposez de {WITHDRAWAL_DAYS} jours à compter du retrait ou de la livraison de votre commande
        pour nous retourner un article non alimentaire, sans avoir à vous justifier. Les denrées alimentaires
        et les produits périssables en sont exclus. Une fois votre demande reçue, votre magasin vous indique
        comment rapporter l'article ; il vous rembourse dans les 14 jours, par le moyen de paiement de votre
        commande.
      </p>
      {orders.length === 0 ? (
        <p className={styles.notice}>
          Aucun article de vos commandes des {WITHDRAWAL_DAYS} derniers jours ne peut faire l'objet d'une
          rétractation.
        </p>
      ) : (
        <fieldset className={styles.fieldset} aria-describedby={describedErrors(fields)}>
          <legend className={styles.legend}>Les articles à retourner</legend>
          {orders.map((order) => (
            <WithdrawalOrder key={order.id} order={order} fields={fields} initial={initial} />
          ))}
          {fields.commande_id.errors?.[0] && (
            <p id="retractation-commande-erreur" className={styles.fieldError}>
              {fields.commande_id.errors[0]}
            </p>
          )}
          {fields.lignes.errors?.[0] && (
            <p id="retractation-lignes-erreur" className={styles.fieldError}>
              {fields.lignes.errors[0]}
            </p>
          )}
        </fieldset>
      )}
      {orders.length > 0 && (
        <TextArea
          id="retractation-message"
          name="message"
          label="Commentaire (facultatif)"
          maxLength={FORM_MESSAGE_MAX}
          defaultValue={initial('message')}
          error={fields.message.errors?.[0]}
        />
      )}
    </>
  );
}

function describedErrors(fields: Fields): string | undefined {
  const ids = [
    fields.commande_id.errors?.length && 'retractation-commande-erreur',
    fields.lignes.errors?.length && 'retractation-lignes-erreur',
  ].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
