import { Link } from 'react-router';
import { formatFrenchDay, isoDateTime } from '../../lib/french-date.ts';
import type { BlogArticleData, BlogIndexData } from './blog-types.ts';
import styles from './store-page.module.css';

export function BlogIndexPage({ data }: { data: BlogIndexData }) {
  return (
    <div className={`page ${styles.page}`}>
      <nav aria-label="Fil d’Ariane">
        <Link to={data.store.path}>{data.store.name}</Link>
      </nav>
      <h1>Le blog de {data.store.name}</h1>
      {data.articles.length === 0 ? (
        <p>Ce magasin n’a pas encore publié d’article.</p>
      ) : (
        <ul className={styles.articles}>
          {data.articles.map((article) => (
            <li key={article.id} className={`${styles.card} ${styles.article}`}>
              <h2 className={styles.articleTitle}>
                <Link to={article.path}>{article.titre}</Link>
              </h2>
              <p className={styles.muted}>
                <time dateTime={isoDateTime(article.date)}>{formatFrenchDay(article.date)}</time>, par{' '}
                {article.auteur}
              </p>
              <p>{article.resume}</p>
            </li>
          ))}
        </ul>
      )}
      {data.pages > 1 && (
        <nav aria-label="Pages du blog" className={styles.actions}>
          {data.page > 1 && <Link to={`?page=${data.page - 1}`}>Articles plus récents</Link>}
          <span>
            Page {data.page} sur {data.pages}
          </span>
          {data.page < data.pages && <Link to={`?page=${data.page + 1}`}>Articles plus anciens</Link>}
        </nav>
      )}
    </div>
  );
}

export function BlogArticlePage({ data }: { data: BlogArticleData }) {
  return (
    <div className={`page ${styles.page}`}>
      <nav aria-label="Fil d’Ariane" className={styles.actions}>
        <Link to={data.store.path}>{data.store.name}</Link>
        <span aria-hidden="true">›</span>
        <Link to={`${data.store.path}/blog`}>Blog</Link>
      </nav>
      <article className={styles.body}>
        <h1>{data.article.titre}</h1>
        <p className={styles.muted}>
          Publié le{' '}
          <time dateTime={isoDateTime(data.article.date)}>{formatFrenchDay(data.article.date)}</time>, par{' '}
          {data.article.auteur}
        </p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the API from Markdown with raw HTML off. */}
        <div dangerouslySetInnerHTML={{ __html: data.article.html }} />
      </article>
    </div>
  );
}
