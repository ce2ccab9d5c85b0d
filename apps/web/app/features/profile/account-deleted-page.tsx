import { profileMessages } from '@cabas/contracts';
import { Link } from 'react-router';
import own from './profile.module.css';

/** After a deletion, logged out: what happened and what was kept. */
export function AccountDeletedPage() {
  return (
    <div className={`page ${own.page}`}>
      <h1>Compte supprimé</h1>
      <p className={own.status} role="status">
        {profileMessages.accountDeleted}
      </p>
      <p>
        Vos informations personnelles ont été effacées et vous avez été déconnecté de tous vos appareils. Vos
        commandes passées sont conservées sans vos coordonnées, pour les obligations comptables de nos
        magasins. Un email de confirmation vous a été envoyé.
      </p>
      <p>
        <Link to="/">Retour à l'accueil</Link>
      </p>
    </div>
  );
}
