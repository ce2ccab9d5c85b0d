/**
 * The operator of the shop, named in the legal pages: read from the environment, with demonstration
 * values that say so. Every `{{key}}` of a page's Markdown is one of these keys.
 */
export const OPERATOR_FIELDS = {
  'operateur.nom': ['OPERATOR_NAME', 'Cabas Démo SAS'],
  'operateur.forme': ['OPERATOR_LEGAL_FORM', 'société par actions simplifiée au capital de 10 000 €'],
  'operateur.adresse': ['OPERATOR_ADDRESS', '10 rue des Halles, 69002 Lyon, France'],
  'operateur.rcs': ['OPERATOR_RCS', 'RCS Lyon 000 000 000 (numéro de démonstration)'],
  'operateur.siren': ['OPERATOR_SIREN', '000 000 000'],
  'operateur.tva': ['OPERATOR_VAT', 'FR00 000000000'],
  'operateur.telephone': ['OPERATOR_PHONE', '04 00 00 00 00'],
  'operateur.email': ['OPERATOR_EMAIL', 'service-client@cabas.exemple.fr'],
  'operateur.dpo_email': ['OPERATOR_DPO_EMAIL', 'dpo@cabas.exemple.fr'],
  'operateur.directeur_publication': ['OPERATOR_PUBLICATION_DIRECTOR', 'Camille Martin, présidente'],
  'operateur.mediateur': [
    'OPERATOR_MEDIATOR',
    'Médiateur de la consommation de démonstration, 1 place de la Médiation, 75001 Paris',
  ],
  'hebergeur.nom': ['HOST_NAME', 'Hébergeur de démonstration SAS'],
  'hebergeur.adresse': ['HOST_ADDRESS', '2 rue des Serveurs, 59100 Roubaix, France'],
  'hebergeur.telephone': ['HOST_PHONE', '03 00 00 00 00'],
} as const satisfies Record<string, readonly [string, string]>;

export type OperatorKey = keyof typeof OPERATOR_FIELDS;
export type Operator = Record<OperatorKey, string>;

export function operatorFromEnv(env: NodeJS.ProcessEnv = process.env): Operator {
  const operator = {} as Operator;
  for (const [key, [variable, fallback]] of Object.entries(OPERATOR_FIELDS) as [
    OperatorKey,
    readonly [string, string],
  ][]) {
    operator[key] = env[variable]?.trim() || fallback;
  }
  return operator;
}

const FIELD = /\{\{\s*([a-z_.]+)\s*\}\}/g;

/**
 * Fills the operator's fields of a Markdown text. The values are the operator's own configuration;
 * Markdown's special characters in them are escaped so that they stay text. An unknown key is left
 * as written (the seed's test finds it).
 */
export function fillOperator(markdown: string, operator: Operator): string {
  return markdown.replace(FIELD, (whole, key: string) =>
    key in operator ? escapeMarkdown(operator[key as OperatorKey]) : whole,
  );
}

function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`);
}
