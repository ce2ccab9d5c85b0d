import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CmsSection } from '@cabas/contracts';

/** The shop's own pages, written in Markdown under `pages/` (the slug is the file's path). */
const PAGES_DIR = fileURLToPath(new URL('./pages/', import.meta.url));

export interface PageFile {
  slug: string;
  section: CmsSection;
  titre: string;
  description: string;
  contenu: string;
  /** The menu group, when the page is in the Infos et services menu. */
  menu: string | null;
  ordre: number;
}

/** `---` front matter of `key: value` lines, then the Markdown body. */
export function parsePageFile(slug: string, text: string): PageFile {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`Page ${slug} : en-tête --- manquant.`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) fields.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  const titre = fields.get('titre');
  const description = fields.get('description');
  if (!titre || !description) throw new Error(`Page ${slug} : titre ou description manquant.`);
  return {
    slug,
    section: slug.startsWith('legal') ? 'legal' : 'infos-et-services',
    titre,
    description,
    contenu: (match[2] ?? '').trim(),
    menu: fields.get('menu') ?? null,
    ordre: Number(fields.get('ordre') ?? 0),
  };
}

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** Every page of `pages/`, sorted by slug. */
export function readPageFiles(dir = PAGES_DIR): PageFile[] {
  return markdownFiles(dir)
    .map((file) => {
      const slug = path.relative(dir, file).replace(/\.md$/, '').split(path.sep).join('/');
      return parsePageFile(slug, fs.readFileSync(file, 'utf8'));
    })
    .sort((a, b) => a.slug.localeCompare(b.slug));
}
