import type { ReactNode } from 'react';
import type { Department } from '../catalogue/index.ts';
import { ConsentBanner } from '../consent/index.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { useRootData } from './root-data.ts';

/** The default layout's frame: skip link, header, main content, footer. */
export function Shell({ departments, children }: { departments: Department[]; children: ReactNode }) {
  const root = useRootData();
  return (
    <>
      <a href="#contenu" className="skip-link">
        Aller au contenu
      </a>
      <ConsentBanner consent={root?.consent} />
      <Header store={root?.store ?? null} cart={root?.cart ?? null} departments={departments} />
      <main id="contenu" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
