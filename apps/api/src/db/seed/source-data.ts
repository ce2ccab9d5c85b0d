import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** The vendored reference data (Open Food Facts, INSEE/La Poste communes) at the repository root. */
export const SOURCE_DATA_DIR = fileURLToPath(new URL('../../../../../data/', import.meta.url));

export interface SourceProduct {
  ean: string;
  name: string;
  brands: string[];
  category: string;
  nutriscore: string | null;
  quantity: string | null;
  ingredients: string | null;
  allergens: string[];
  additives: string[];
  palmOil: boolean;
  nutrition100g: Record<string, number | null> | null;
}

export interface SourceCommune {
  code: string;
  nom: string;
  type: 'commune-actuelle' | 'arrondissement-municipal';
  /** For a municipal arrondissement, the INSEE code of its commune. */
  commune: string | null;
  codesPostaux: string[];
  departement: string;
  region: string | null;
  population: number | null;
  lat: number | null;
  lon: number | null;
}

export interface SourceRegion {
  code: string;
  nom: string;
  zone: string;
}

function readGzip(file: string): string {
  const full = path.join(SOURCE_DATA_DIR, file);
  if (!fs.existsSync(full)) throw new Error(`Fichier de données introuvable : ${full}`);
  return zlib.gunzipSync(fs.readFileSync(full)).toString('utf8');
}

let products: SourceProduct[] | undefined;
let communes: SourceCommune[] | undefined;

/** The 10,729 real products, in file order (read once per process). */
export function readSourceProducts(): SourceProduct[] {
  products ??= readGzip('products-fr.jsonl.gz')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SourceProduct);
  return products;
}

/** Every commune and municipal arrondissement (read once per process). */
export function readSourceCommunes(): SourceCommune[] {
  communes ??= JSON.parse(readGzip('communes-fr.json.gz')) as SourceCommune[];
  return communes;
}

export function readSourceRegions(): SourceRegion[] {
  return JSON.parse(readGzip('regions.json.gz')) as SourceRegion[];
}
