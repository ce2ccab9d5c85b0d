import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, defaultErrorCode } from './error-codes.ts';
import { apiErrorSchema } from './errors.ts';

const ALL_CODES: string[] = Object.values(API_ERROR_CODES);

describe('API error codes', () => {
  it('gives each error one value of its own, in lower-case French snake_case', () => {
    expect(new Set(ALL_CODES).size).toBe(ALL_CODES.length);
    for (const code of ALL_CODES) expect(code).toMatch(/^[a-z]+(?:_[a-z0-9]+)*$/);
  });

  it('has a default code for every error status, taken from the list', () => {
    const expected: Record<number, string> = {
      400: 'requete_invalide',
      401: 'non_authentifie',
      403: 'acces_refuse',
      404: 'introuvable',
      409: 'conflit',
      413: 'corps_trop_volumineux',
      415: 'type_de_contenu_non_accepte',
      422: 'donnees_invalides',
      429: 'trop_de_requetes',
      500: 'erreur_interne',
      503: 'service_indisponible',
    };
    for (const [status, code] of Object.entries(expected))
      expect(defaultErrorCode(Number(status))).toBe(code);
    for (let status = 400; status < 600; status++) expect(ALL_CODES).toContain(defaultErrorCode(status));
    expect(defaultErrorCode(418)).toBe('requete_invalide');
    expect(defaultErrorCode(502)).toBe('erreur_interne');
  });

  it('requires a known code in the error body', () => {
    const body = { status_code: 404, message: "Ce magasin n'existe pas." };
    expect(apiErrorSchema.safeParse(body).success).toBe(false);
    expect(apiErrorSchema.safeParse({ ...body, code: 'pas_un_code' }).success).toBe(false);
    expect(apiErrorSchema.parse({ ...body, code: 'introuvable' })).toEqual({ ...body, code: 'introuvable' });
  });
});
