import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** A node of the department tree: a department, its sections and their categories. */
export interface CategoryNode {
  id: number;
  libelle: string;
  slug: string;
  visuel: string | null;
  level: number;
  content_type: string;
  is_a_ne_pas_manquer: boolean;
  is_header_selections: boolean;
  children: CategoryNode[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  id: z.number().int(),
  libelle: z.string(),
  slug: z.string(),
  visuel: z.string().nullable(),
  level: z.number().int(),
  content_type: z.string(),
  is_a_ne_pas_manquer: z.boolean(),
  is_header_selections: z.boolean(),
  get children() {
    return z.array(categoryNodeSchema);
  },
});

export const categoryTreeQuery = z.object({
  profondeur: z.coerce
    .number({ error: 'La profondeur doit être un nombre.' })
    .int({ error: 'La profondeur doit être un nombre entier.' })
    .min(1, { error: 'La profondeur doit être comprise entre 1 et 3.' })
    .max(3, { error: 'La profondeur doit être comprise entre 1 et 3.' })
    .default(3),
});

export const catalogueEndpoints = {
  categoryTree: endpoint({
    method: 'GET',
    path: '/categories',
    summary: 'Arbre des rayons',
    tags: ['catalogue'],
    query: categoryTreeQuery,
    response: z.object({ data: z.array(categoryNodeSchema) }),
    errors: [],
  }),
} as const;
