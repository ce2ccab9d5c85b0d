import { useRouteLoaderData } from 'react-router';
import type { Department } from '../features/catalogue/index.ts';
import { Breadcrumb, rayonsStyles as styles } from '../features/catalogue/index.ts';
import { pageTitle } from '../lib/meta.ts';
import type { Route } from './+types/rayons';

/** `/rayons`: the departments grid. The departments come with the default layout's data. */
export const meta: Route.MetaFunction = ({ error }) => [
  ...pageTitle(error, 'Tous les rayons', 'Tous les rayons de Cabas : faites vos courses en ligne par rayon.'),
  { tagName: 'link', rel: 'canonical', href: '/rayons' },
];

export default function Rayons() {
  const layout = useRouteLoaderData<{ departments: Department[] }>('layouts/default');
  const departments = layout?.departments ?? [];
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb items={[{ label: 'Tous les rayons', url: '/rayons' }]} />
      <h1 className={styles.title}>Tous les rayons</h1>
      {departments.length === 0 ? (
        <p>Les rayons sont momentanément indisponibles. Veuillez recharger la page.</p>
      ) : (
        <ul className={styles.grid}>
          {departments.map((department, index) => (
            <li key={department.id}>
              <a href={department.path} className={styles.tile}>
                <img
                  src={department.image}
                  alt=""
                  width={96}
                  height={96}
                  loading={index < 6 ? 'eager' : 'lazy'}
                />
                <span>{department.libelle}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
