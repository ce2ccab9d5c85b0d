import { z } from 'zod';
import { idParam } from './common.ts';

/** The two sections of CMS pages: help and services, and the legal pages. */
export const CMS_SECTIONS = ['infos-et-services', 'legal'] as const;
export type CmsSection = (typeof CMS_SECTIONS)[number];

/**
 * How a page is shown: `page` (default) with its breadcrumb and the section's menu; `contenu` the text
 * alone (a page opened from a popin, the mobile app's web view, printing).
 */
export const CMS_DISPLAY_MODES = ['page', 'contenu'] as const;
export type CmsDisplayMode = (typeof CMS_DISPLAY_MODES)[number];

/** A page address below its section: lowercase words and hyphens, separated by slashes. */
export const CMS_SLUG = /^(?:infos-et-services|legal)(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,4}$/;

export const cmsMessages = {
  notFound: "Cette page n'existe pas ou n'est plus publiée.",
  slugInvalid: "L'adresse de la page n'est pas valide.",
  displayModeInvalid: "Ce mode d'affichage n'existe pas.",
  previewInvalid: "La clé d'aperçu n'est pas valide.",
} as const;

export const cmsContentQuery = z.object({
  slug: z
    .string({ error: cmsMessages.slugInvalid })
    .trim()
    .max(200, { error: cmsMessages.slugInvalid })
    .regex(CMS_SLUG, { error: cmsMessages.slugInvalid }),
  /** The preview key of a page not yet published (given by the editor). */
  preview: z
    .string({ error: cmsMessages.previewInvalid })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: cmsMessages.previewInvalid })
    .optional(),
  magasinId: idParam('du magasin').optional(),
  displayMode: z.enum(CMS_DISPLAY_MODES, { error: cmsMessages.displayModeInvalid }).default('page'),
});
export type CmsContentQuery = z.input<typeof cmsContentQuery>;

export const cmsLinkSchema = /* @__PURE__ */ (() => z.object({ titre: z.string(), url: z.string() }))();
export type CmsLink = z.infer<typeof cmsLinkSchema>;

export const cmsContentSchema = /* @__PURE__ */ (() =>
  z.object({
    id: z.number().int(),
    type: z.literal('cms-content'),
    attributes: z.object({
      slug: z.string(),
      section: z.enum(CMS_SECTIONS),
      titre: z.string(),
      /** The page's summary (meta description). */
      description: z.string(),
      /** The text as written (Markdown), the operator's details filled in. */
      contenu: z.string(),
      /** The text rendered as HTML (no HTML from the content itself; links checked). */
      contenu_html: z.string(),
      /** The store whose version of the page this is, null for the national one. */
      magasin_id: z.number().int().nullable(),
      date_maj: z.string(),
      /** True for a page shown by its preview key, not yet published. */
      apercu: z.boolean(),
      display_mode: z.enum(CMS_DISPLAY_MODES),
    }),
  }))();
export type CmsContent = z.infer<typeof cmsContentSchema>;

export const cmsContentResponse = /* @__PURE__ */ (() =>
  z.object({
    data: cmsContentSchema,
    meta: z.object({
      /** Home, the section, then the page (empty in `contenu` mode). */
      breadcrumb: z.array(cmsLinkSchema),
    }),
  }))();
export type CmsContentResponse = z.infer<typeof cmsContentResponse>;

export const cmsMenuGroupSchema = /* @__PURE__ */ (() =>
  z.object({ titre: z.string(), liens: z.array(cmsLinkSchema) }))();
export type CmsMenuGroup = z.infer<typeof cmsMenuGroupSchema>;

export const cmsMenuResponse = /* @__PURE__ */ (() => z.object({ data: z.array(cmsMenuGroupSchema) }))();
