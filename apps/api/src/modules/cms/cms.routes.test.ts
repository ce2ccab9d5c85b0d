import { API_ERROR_CODES, cmsMessages } from '@cabas/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { OPERATOR_FIELDS } from './operator.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const content = (query: string) => get(`/api/cms-content?${query}`);
const aStore = () =>
  t.database.db
    .selectFrom('stores')
    .select('id')
    .where('is_national', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('GET /api/cms-content', () => {
  it('answers a seeded help page with its Markdown rendered and its breadcrumb', async () => {
    const res = await content('slug=infos-et-services/aide/guide-des-tailles');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({
      type: 'cms-content',
      attributes: {
        slug: 'infos-et-services/aide/guide-des-tailles',
        section: 'infos-et-services',
        titre: 'Guide des tailles',
        magasin_id: null,
        apercu: false,
        display_mode: 'page',
      },
    });
    expect(body.data.attributes.contenu_html).toContain('<th scope="col">Pointure française</th>');
    expect(body.meta.breadcrumb).toEqual([
      { titre: 'Accueil', url: '/' },
      { titre: 'Infos et services', url: '/infos-et-services' },
      { titre: 'Guide des tailles', url: '/infos-et-services/aide/guide-des-tailles' },
    ]);
  });

  it('fills the legal notice with the operator of the configuration', async () => {
    const res = await content('slug=legal/mentions-legales');
    expect(res.statusCode).toBe(200);
    const { contenu, contenu_html } = res.json().data.attributes;
    expect(contenu).not.toContain('{{');
    expect(contenu_html).toContain(OPERATOR_FIELDS['operateur.nom'][1]);
    expect(contenu_html).toContain(OPERATOR_FIELDS['hebergeur.nom'][1]);
  });

  it('gives the text alone, without breadcrumb, in the contenu display mode', async () => {
    const res = await content('slug=legal/cookies&displayMode=contenu');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.display_mode).toBe('contenu');
    expect(res.json().meta.breadcrumb).toEqual([]);
  });

  it('answers 404 with its code for an unknown page, 422 in French for a bad address or mode', async () => {
    const missing = await content('slug=legal/nulle-part');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: API_ERROR_CODES.cmsPageNotFound,
      message: cmsMessages.notFound,
    });
    for (const query of ['slug=../etc/passwd', 'slug=autre/page', 'slug=legal/cookies&displayMode=brut']) {
      const res = await content(query);
      expect(res.statusCode, query).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, query).toBeLessThan(500);
    }
    expect((await content('slug=legal/cookies&displayMode=brut')).json().message).toContain(
      cmsMessages.displayModeInvalid,
    );
  });

  it("shows a store's own version to that store only", async () => {
    const store = await aStore();
    await t.database.db
      .insertInto('cms_pages')
      .values({
        slug: 'infos-et-services/drive-pieton',
        section: 'infos-et-services',
        store_id: store.id,
        titre: 'Le drive piéton de votre magasin',
        description: 'Le drive piéton du magasin.',
        contenu: 'Le comptoir est **rue du Marché**, à droite de l’entrée.',
        statut: 'publie',
        preview_key: null,
        menu_groupe: null,
        menu_ordre: 0,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const own = await content(`slug=infos-et-services/drive-pieton&magasinId=${store.id}`);
    expect(own.json().data.attributes).toMatchObject({
      titre: 'Le drive piéton de votre magasin',
      magasin_id: store.id,
    });
    const national = await content('slug=infos-et-services/drive-pieton');
    expect(national.json().data.attributes).toMatchObject({ titre: 'Le drive piéton', magasin_id: null });
    const other = await content(`slug=infos-et-services/drive-pieton&magasinId=${store.id + 1}`);
    expect(other.json().data.attributes.magasin_id).toBeNull();
  });

  it('shows a draft only with its preview key, never cached', async () => {
    const key = 'apercu-0123456789abcdef';
    await t.database.db
      .insertInto('cms_pages')
      .values({
        slug: 'legal/charte-des-avis',
        section: 'legal',
        store_id: null,
        titre: 'Charte des avis clients',
        description: 'Comment les avis sont publiés.',
        contenu: 'Brouillon <script>alert(1)</script> [lien](javascript:alert(1))',
        statut: 'brouillon',
        preview_key: key,
        menu_groupe: null,
        menu_ordre: 0,
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await content('slug=legal/charte-des-avis')).statusCode).toBe(404);
    expect((await content('slug=legal/charte-des-avis&preview=une-autre-cle-0000')).statusCode).toBe(404);
    const preview = await content(`slug=legal/charte-des-avis&preview=${key}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    const { apercu, contenu_html } = preview.json().data.attributes;
    expect(apercu).toBe(true);
    // Raw HTML stays text, a javascript: link is not a link.
    expect(contenu_html).toContain('&lt;script&gt;');
    expect(contenu_html).not.toContain('<script');
    expect(contenu_html).not.toContain('href="javascript');
  });
});

describe('GET /api/infos-et-services/menu', () => {
  it('lists the groups in order with their published pages, not the hidden ones', async () => {
    const res = await get('/api/infos-et-services/menu');
    expect(res.statusCode).toBe(200);
    const groups: { titre: string; liens: { titre: string; url: string }[] }[] = res.json().data;
    expect(groups.map((group) => group.titre)).toEqual([
      'Aide',
      'Commander et retirer',
      'Services',
      'Fidélité',
      'Professionnels',
    ]);
    expect(groups[0]?.liens[0]).toEqual({
      titre: 'Contactez-nous',
      url: '/infos-et-services/aide/contactez-nous',
    });
    const urls = groups.flatMap((group) => group.liens.map((link) => link.url));
    expect(urls.some((url) => url.includes('pages-cachees'))).toBe(false);
  });
});
