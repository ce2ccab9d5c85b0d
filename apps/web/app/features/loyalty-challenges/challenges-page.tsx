import { Link } from 'react-router';
import type { ShopChallenge } from './challenge.ts';
import { goalText, outcomeText, periodText, progressText, rewardText } from './challenge-texts.ts';
import styles from './challenges.module.css';

function ChallengeItem({ challenge: c }: { challenge: ShopChallenge }) {
  const titleId = `defi-${c.id}-titre`;
  const progressId = `defi-${c.id}-progression`;
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <h2 id={titleId}>{c.title}</h2>
      <p>{c.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Objectif</dt>
          <dd>{goalText(c)}</dd>
        </div>
        <div>
          <dt>Récompense</dt>
          <dd>{rewardText(c)}</dd>
        </div>
        <div>
          <dt>Période</dt>
          <dd>{periodText(c)}</dd>
        </div>
      </dl>
      <div className={styles.progress}>
        <label htmlFor={progressId}>Ma progression : {progressText(c)}</label>
        <progress id={progressId} max={100} value={c.percent}>
          {c.percent} %
        </progress>
      </div>
      <p className={c.met ? styles.met : styles.muted}>{outcomeText(c)}</p>
    </li>
  );
}

/** `/mon-compte/ma-fidelite/defis`. */
export function ChallengesPage({ challenges }: { challenges: ShopChallenge[] }) {
  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to="/mon-compte/ma-fidelite">Retour à ma fidélité</Link>
      </p>
      <h1>Mes défis</h1>
      <p>
        Relevez les défis de votre magasin : vos commandes retirées les font avancer, et la récompense est
        créditée sur votre carte de fidélité dès que l’objectif est atteint.
      </p>
      <ul className={styles.list} aria-label="Mes défis">
        {challenges.map((c) => (
          <ChallengeItem key={c.id} challenge={c} />
        ))}
      </ul>
    </div>
  );
}
