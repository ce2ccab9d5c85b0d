import {
  CONTACT_SUBJECTS,
  FORM_MESSAGE_MAX,
  LOYALTY_CANCELLATION_REASONS,
  WITHDRAWAL_DAYS,
  type WithdrawableOrder,
} from '@cabas/contracts';
import { Field } from '../../ui/field.tsx';
import styles from '../account/account.module.css';
import {
  Checkbox,
  type Errors,
  Select,
  SenderFields,
  StoreField,
  TextArea,
  type Values,
} from './form-fields.tsx';
import own from './forms.module.css';
import type { FormPageData } from './forms.ts';

interface BodyProps {
  page: FormPageData;
  values: Values;
  errors: Errors;
  action: string;
}

const CARD_HELP = '16 à 19 chiffres, au dos de votre carte';

export function ContactBody({ page, values, errors, action }: BodyProps) {
  return (
    <>
      <SenderFields id="contact" values={values} errors={errors} prefill={page.prefill} phone="optional" />
      <StoreField error={errors.magasin_id} returnTo={action} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Votre demande</legend>
        <Select
          id="contact-sujet"
          name="sujet"
          label="Objet de votre demande"
          options={CONTACT_SUBJECTS}
          defaultValue={values.sujet}
          error={errors.sujet}
          required
        />
        <Field
          id="contact-commande"
          label="Numéro de commande (facultatif)"
          name="numero_commande"
          maxLength={40}
          defaultValue={values.numero_commande}
          error={errors.numero_commande}
        />
        <TextArea
          id="contact-message"
          name="message"
          label="Votre message"
          maxLength={FORM_MESSAGE_MAX}
          defaultValue={values.message}
          error={errors.message}
          required
        />
      </fieldset>
    </>
  );
}

export function CardRequestBody({ page, values, errors, action }: BodyProps) {
  return (
    <>
      <p>
        La carte Cabas Malin est gratuite : elle vous fait profiter des remises de votre magasin et cumule
        votre cagnotte. Elle vous attend à l'accueil de votre magasin quelques jours après votre demande.
      </p>
      <SenderFields
        id="demande-carte"
        values={values}
        errors={errors}
        prefill={page.prefill}
        phone="required"
      />
      <Field
        id="demande-carte-naissance"
        label="Date de naissance"
        description="La carte est réservée aux personnes majeures."
        name="date_naissance"
        type="date"
        autoComplete="bday"
        required
        defaultValue={values.date_naissance}
        error={errors.date_naissance}
      />
      <StoreField error={errors.magasin_id} returnTo={action} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Vos préférences (facultatif)</legend>
        <Checkbox
          id="demande-carte-email"
          name="acceptEmail"
          label="Je souhaite recevoir les offres de mon magasin par e-mail"
          defaultChecked={values.acceptEmail === 'on'}
        />
        <Checkbox
          id="demande-carte-sms"
          name="acceptSms"
          label="Je souhaite recevoir les offres de mon magasin par SMS"
          defaultChecked={values.acceptSms === 'on'}
        />
      </fieldset>
    </>
  );
}

export function CardActivationBody({ page, values, errors, action }: BodyProps) {
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
        defaultValue={values.num_carte}
        error={errors.num_carte}
      />
      <SenderFields
        id="activation-carte"
        values={values}
        errors={errors}
        prefill={page.prefill}
        phone="optional"
      />
      <StoreField error={errors.magasin_id} returnTo={action} />
    </>
  );
}

export function LoyaltyCancellationBody({ page, values, errors, action }: BodyProps) {
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
        defaultValue={values.num_carte}
        error={errors.num_carte}
      />
      <SenderFields id="resiliation" values={values} errors={errors} prefill={page.prefill} phone="none" />
      <StoreField error={errors.magasin_id} returnTo={action} />
      <Select
        id="resiliation-motif"
        name="motif"
        label="Motif de la résiliation"
        options={LOYALTY_CANCELLATION_REASONS}
        defaultValue={values.motif}
        error={errors.motif}
        required
      />
      <TextArea
        id="resiliation-message"
        name="message"
        label="Commentaire (facultatif)"
        maxLength={FORM_MESSAGE_MAX}
        defaultValue={values.message}
        error={errors.message}
      />
      <Checkbox
        id="resiliation-confirmation"
        name="confirmation"
        label="Je confirme vouloir résilier ma carte de fidélité"
        error={errors.confirmation}
      />
    </>
  );
}

export function ProductQuestionBody({ page, values, errors, action }: BodyProps) {
  return (
    <>
      {page.product && (
        <p>
          Produit concerné : <strong>{page.product.designation}</strong>
          <input type="hidden" name="produit_id" value={page.product.id} />
        </p>
      )}
      {errors.produit_id && <p className={styles.fieldError}>{errors.produit_id}</p>}
      <SenderFields id="question" values={values} errors={errors} prefill={page.prefill} phone="none" />
      <StoreField error={errors.magasin_id} returnTo={action} />
      <TextArea
        id="question-texte"
        name="question"
        label="Votre question"
        maxLength={FORM_MESSAGE_MAX}
        defaultValue={values.question}
        error={errors.question}
        required
      />
    </>
  );
}

export function NewsletterBody({ values, errors, action }: BodyProps) {
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
        defaultValue={values.email}
        error={errors.email}
      />
      <Field
        id="newsletter-prenom"
        label="Prénom (facultatif)"
        name="prenom"
        autoComplete="given-name"
        maxLength={50}
        defaultValue={values.prenom}
        error={errors.prenom}
      />
      <StoreField error={errors.magasin_id} returnTo={action} />
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

function WithdrawalOrder({ order, values }: { order: WithdrawableOrder; values: Values }) {
  const legend = `Commande ${order.code} retirée le ${day(order.date_de_retrait)} (${order.magasin_nom})`;
  return (
    <fieldset className={own.order}>
      <legend className={styles.choicesLegend}>{legend}</legend>
      <label className={styles.choice}>
        <input
          type="radio"
          name="commande_id"
          value={order.id}
          defaultChecked={values.commande_id === String(order.id)}
          required
        />
        Cette commande (rétractation possible jusqu'au {day(order.date_limite)} inclus)
      </label>
      <ul className={own.lines}>
        {order.lignes.map((line) => (
          <li key={line.id}>
            <label className={styles.check}>
              <input type="checkbox" name="lignes" value={line.id} />
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

export function WithdrawalBody({ page, values, errors }: BodyProps) {
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
        <fieldset className={styles.fieldset} aria-describedby={describedErrors(errors)}>
          <legend className={styles.legend}>Les articles à retourner</legend>
          {orders.map((order) => (
            <WithdrawalOrder key={order.id} order={order} values={values} />
          ))}
          {errors.commande_id && (
            <p id="retractation-commande-erreur" className={styles.fieldError}>
              {errors.commande_id}
            </p>
          )}
          {errors.lignes && (
            <p id="retractation-lignes-erreur" className={styles.fieldError}>
              {errors.lignes}
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
          defaultValue={values.message}
          error={errors.message}
        />
      )}
    </>
  );
}

function describedErrors(errors: Errors): string | undefined {
  const ids = [
    errors.commande_id && 'retractation-commande-erreur',
    errors.lignes && 'retractation-lignes-erreur',
  ].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
