import { FORM_PAGES } from '@cabas/contracts';
import { describe, expect, it } from 'vitest';
import { formKindOf } from './forms.ts';

describe('form pages', () => {
  it('names the form of each address, and no other', () => {
    expect(formKindOf('/infos-et-services/aide/contactez-nous/formulaire-activation-carte-malin')).toBe(
      'activation-carte',
    );
    expect(formKindOf(`${FORM_PAGES.contact.path}/`)).toBe('contact');
    expect(formKindOf('/infos-et-services/aide/contactez-nous')).toBeNull();
    expect(formKindOf(`${FORM_PAGES.newsletter.path}/confirmation`)).toBeNull();
  });
});
