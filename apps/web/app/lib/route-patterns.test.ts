import { describe, expect, it } from 'vitest';
import {
  articlePath,
  categoryPath,
  parseArticleEanPath,
  parseArticlePath,
  parseCategoryPath,
  parseId,
  parseSearchPath,
  parseStorePath,
  parseStoreSegment,
  pathSegments,
  slugify,
  storePath,
} from './route-patterns.ts';

describe('pathSegments', () => {
  it('splits and decodes', () => {
    expect(pathSegments('/')).toEqual([]);
    expect(pathSegments('/a/b%20c/')).toEqual(['a', 'b c']);
  });
  it('refuses unsafe or malformed paths', () => {
    for (const path of [
      '',
      'a/b',
      '/a//b',
      '/a/../b',
      '/a/%2e%2e/b',
      '/a/%2Fb',
      '/%E0%A4%A',
      `/${'a/'.repeat(40)}`,
    ]) {
      expect(pathSegments(path), path).toBeNull();
    }
  });
});

describe('parseId', () => {
  it('accepts positive 32-bit integers only', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2147483647);
    for (const value of [
      '0',
      '01',
      '-1',
      '1.5',
      '1e3',
      '2147483648',
      '99999999999',
      ' 1',
      '',
      null,
      undefined,
    ]) {
      expect(parseId(value), String(value)).toBeNull();
    }
  });
});

describe('category route /{slug...}/{lastSlug}-c-{id}/{filtersQuery...}', () => {
  it('parses a department, a nested category and filters', () => {
    expect(parseCategoryPath('/fruits-et-legumes-c-12')).toEqual({
      parentSlugs: [],
      slug: 'fruits-et-legumes',
      id: 12,
      filters: [],
    });
    expect(parseCategoryPath('/fruits-et-legumes/fruits/pommes-c-345')).toEqual({
      parentSlugs: ['fruits-et-legumes', 'fruits'],
      slug: 'pommes',
      id: 345,
      filters: [],
    });
    expect(parseCategoryPath('/epicerie-sucree/chocolats-c-77/marque-milka/nutriscore-b/')).toEqual({
      parentSlugs: ['epicerie-sucree'],
      slug: 'chocolats',
      id: 77,
      filters: ['marque-milka', 'nutriscore-b'],
    });
  });
  it('takes the last -c- of the segment as the marker', () => {
    expect(parseCategoryPath('/vins-c-ote-c-9')).toMatchObject({ slug: 'vins-c-ote', id: 9 });
  });
  it('gives null for unknown shapes', () => {
    for (const path of [
      '/',
      '/fruits',
      '/fruits/pommes',
      '/pommes-c-',
      '/pommes-c-0',
      '/pommes-c-012',
      '/pommes-c-99999999999',
      '/-c-12',
      '/Pommes-c-12',
      '/pom mes-c-12',
      '/fruits//pommes-c-12',
      '/Fruits/pommes-c-12',
      '/fruits_bio/pommes-c-12',
      '/pommes-c-12abc',
      '/pommes-c-12/%ZZ',
      '/pommes-c-12/a\\b',
    ]) {
      expect(parseCategoryPath(path), path).toBeNull();
    }
  });
  it('builds the path back', () => {
    const route = { parentSlugs: ['fruits-et-legumes', 'fruits'], slug: 'pommes', id: 345 };
    expect(categoryPath(route)).toBe('/fruits-et-legumes/fruits/pommes-c-345');
    expect(parseCategoryPath(categoryPath(route))).toEqual({ ...route, filters: [] });
    expect(categoryPath({ slug: 'surgeles', id: 4 })).toBe('/surgeles-c-4');
  });
});

describe('search route /recherche/{filtersQuery...}', () => {
  it('parses with and without filters', () => {
    expect(parseSearchPath('/recherche')).toEqual({ filters: [] });
    expect(parseSearchPath('/recherche/marque-lu/bio')).toEqual({ filters: ['marque-lu', 'bio'] });
    expect(parseSearchPath('/rechercher')).toBeNull();
    expect(parseSearchPath('/recherche//x')).toBeNull();
  });
});

describe('product sheet /article/{id}/{slug?}', () => {
  it('parses id and optional slug', () => {
    expect(parseArticlePath('/article/123')).toEqual({ id: 123, slug: null });
    expect(parseArticlePath('/article/123/')).toEqual({ id: 123, slug: null });
    expect(parseArticlePath('/article/123/lait-demi-ecreme-1l')).toEqual({
      id: 123,
      slug: 'lait-demi-ecreme-1l',
    });
  });
  it('gives null for unknown shapes', () => {
    for (const path of [
      '/article',
      '/article/',
      '/article/mixin',
      '/article/abc/lait',
      '/article/0',
      '/article/12/Lait',
      '/article/12/lait/extra',
      '/articles/12',
      '/article/12/lait%20demi',
    ]) {
      expect(parseArticlePath(path), path).toBeNull();
    }
  });
  it('builds the path back', () => {
    expect(articlePath(5, 'biscuits-lu')).toBe('/article/5/biscuits-lu');
    expect(articlePath(5)).toBe('/article/5');
  });
  it('parses /article-ean/{ean}', () => {
    expect(parseArticleEanPath('/article-ean/3017620422003')).toBe('3017620422003');
    expect(parseArticleEanPath('/article-ean/96385074')).toBe('96385074');
    expect(parseArticleEanPath('/article-ean/30176204220')).toBeNull();
    expect(parseArticleEanPath('/article-ean/abc')).toBeNull();
    expect(parseArticleEanPath('/article-ean/3017620422003/x')).toBeNull();
  });
});

describe('store page /magasins/{slug}-m-{id}', () => {
  it('parses the store page, its blog and a blog article', () => {
    expect(parseStorePath('/magasins/lyon-part-dieu-m-42')).toEqual({
      slug: 'lyon-part-dieu',
      id: 42,
      blog: null,
    });
    expect(parseStorePath('/magasins/lyon-part-dieu-m-42/blog')).toEqual({
      slug: 'lyon-part-dieu',
      id: 42,
      blog: 'index',
    });
    expect(parseStorePath('/magasins/lyon-part-dieu-m-42/blog/soiree-vins-a-7')).toEqual({
      slug: 'lyon-part-dieu',
      id: 42,
      blog: { slug: 'soiree-vins', id: 7 },
    });
    expect(parseStoreSegment('saint-malo-m-3')).toEqual({ slug: 'saint-malo', id: 3 });
  });
  it('gives null for unknown shapes', () => {
    for (const path of [
      '/magasins',
      '/magasins/choisir',
      '/magasins/lyon-42',
      '/magasins/lyon-m-',
      '/magasins/lyon-m-x',
      '/magasins/-m-4',
      '/magasins/Lyon-m-4',
      '/magasins/lyon-m-4/plan',
      '/magasins/lyon-m-4/blog/article',
      '/magasins/lyon-m-4/blog/article-a-0',
      '/magasins/lyon-m-4/blog/a-a-1/x',
      '/magasin/lyon-m-4',
    ]) {
      expect(parseStorePath(path), path).toBeNull();
    }
    expect(parseStoreSegment(undefined)).toBeNull();
  });
  it('builds the store path from the web alias', () => {
    expect(storePath({ aliasWeb: 'lyon-part-dieu', id: 42 })).toBe('/magasins/lyon-part-dieu-m-42');
    expect(storePath({ aliasWeb: 'Saint-Étienne Centre', id: 3 })).toBe('/magasins/saint-etienne-centre-m-3');
    expect(parseStorePath(storePath({ aliasWeb: 'Cœur de Ville', id: 8 }))).toEqual({
      slug: 'coeur-de-ville',
      id: 8,
      blog: null,
    });
  });
});

describe('slugify', () => {
  it('removes accents and punctuation', () => {
    expect(slugify('Épicerie sucrée')).toBe('epicerie-sucree');
    expect(slugify('  Bœuf & veau  ')).toBe('boeuf-veau');
    expect(slugify("L'Haÿ-les-Roses")).toBe('l-hay-les-roses');
  });
});
