import { messages, profileMessages } from '@cabas/contracts';
import { useRef } from 'react';
import { useFreshKey } from '../../ui/use-fresh-key.ts';
import { DeletionSteps } from './deletion-steps.tsx';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';
import styles from './profile.module.css';
import {
  DATA_EXPORT_PATH,
  type ProfileActionData,
  type ProfileLoaderData,
  type ProfileSuccess,
} from './profile.ts';
import { ProfileForm } from './profile-form.tsx';
import { useFocusOnMount } from './use-focus-on-mount.ts';

const SUCCESS_MESSAGES: Record<ProfileSuccess, string> = {
  profil: profileMessages.profileSaved,
  email: profileMessages.emailChangeSentGeneric,
  'mot-de-passe': messages.passwordUpdated,
};

/** `/mon-compte/mon-profil`: personal information, e-mail, password, data download, account deletion. */
export function ProfilePage({ data, result }: { data: ProfileLoaderData; result: ProfileActionData | null }) {
  const status = useRef<HTMLParagraphElement>(null);
  const deletionHeading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(status, data.success);
  useFocusOnMount(deletionHeading, data.deletionStep > 0 && !result);
  const resultFor = (...intents: ProfileActionData['intent'][]) =>
    result && intents.includes(result.intent) ? result : null;
  // Each form starts afresh once its answer is gone (its success redirects here).
  const profileKey = useFreshKey(resultFor('profil'));
  const emailKey = useFreshKey(resultFor('email'));
  const passwordKey = useFreshKey(resultFor('mot-de-passe'));
  return (
    <div className={styles.page}>
      <h1>Mon profil</h1>
      {data.success ? (
        <p ref={status} className={styles.status} role="status" tabIndex={-1}>
          {SUCCESS_MESSAGES[data.success]}
        </p>
      ) : null}

      <section className={styles.section} aria-labelledby="profil-informations">
        <h2 id="profil-informations">Mes informations personnelles</h2>
        <ProfileForm key={profileKey} values={data.values} result={resultFor('profil')} />
      </section>

      <section className={styles.section} aria-labelledby="profil-email">
        <h2 id="profil-email">Mon adresse email</h2>
        <EmailForm key={emailKey} email={data.email} result={resultFor('email')} />
      </section>

      <section className={styles.section} aria-labelledby="profil-mot-de-passe">
        <h2 id="profil-mot-de-passe">Mon mot de passe</h2>
        <PasswordForm key={passwordKey} expired={data.passwordExpired} result={resultFor('mot-de-passe')} />
      </section>

      <section className={styles.section} aria-labelledby="profil-donnees">
        <h2 id="profil-donnees">Mes données personnelles</h2>
        <p>
          Téléchargez les informations que nous conservons sur vous (profil, adresses, commandes, listes,
          cartes) dans un fichier JSON, lisible par d'autres services.
        </p>
        <p>
          <a href={DATA_EXPORT_PATH} download="mes-donnees-cabas.json">
            Télécharger mes données
          </a>
        </p>
      </section>

      <section id="suppression" className={styles.section} aria-labelledby="profil-suppression">
        <h2 id="profil-suppression" ref={deletionHeading} tabIndex={-1}>
          Supprimer mon compte
        </h2>
        <DeletionSteps data={data} result={resultFor('suppression', 'suppression-avertissement')} />
      </section>
    </div>
  );
}
