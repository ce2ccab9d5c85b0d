import { describe, expect, it } from 'vitest';
import { firstMessage, formMessage, initialChecked, initialText } from './use-checked-form.ts';

describe('reading a checked form back', () => {
  it('gives the whole form message first, else the first field message, else none', () => {
    expect(firstMessage({ status: 'error', error: { '': ['Service indisponible'], nom: ['Nom ?'] } })).toBe(
      'Service indisponible',
    );
    expect(
      firstMessage({ status: 'error', error: { nom: null, magasin_id: ['Choisissez un magasin'] } }),
    ).toBe('Choisissez un magasin');
    expect(firstMessage({ initialValue: null })).toBeNull();
    expect(firstMessage(undefined)).toBeNull();
  });

  it('reads the whole form message alone', () => {
    expect(formMessage({ status: 'error', error: { '': ['Service indisponible'] } })).toBe(
      'Service indisponible',
    );
    expect(formMessage({ status: 'error', error: { nom: ['Nom ?'] } })).toBeNull();
    expect(formMessage(null)).toBeNull();
  });

  it('shows back only posted text and checkboxes', () => {
    expect(initialText({ initialValue: 'Martin' })).toBe('Martin');
    expect(initialText({ initialValue: ['a', 'b'] })).toBeUndefined();
    expect(initialChecked({ initialValue: 'on' })).toBe(true);
    expect(initialChecked({ initialValue: undefined })).toBeUndefined();
  });
});
