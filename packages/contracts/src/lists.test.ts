import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsFromIssues } from './errors.ts';
import { createListBody, renameListBody, saveCartListBody } from './lists.ts';
import { LIST_TITLE_MAX, listMessages } from './lists-messages.ts';

const errorsOf = (result: { success: boolean; error?: { issues: z.core.$ZodIssue[] } }) =>
  result.success ? {} : fieldErrorsFromIssues(result.error!.issues);

describe('shopping list request schemas', () => {
  it('save the cart: a trimmed new title or a list id, the cart kind defaulting to drive', () => {
    expect(saveCartListBody.parse({ magasin_id: '2', titre: '  Courses  ' })).toEqual({
      magasin_id: 2,
      type_panier: 'drive',
      titre: 'Courses',
    });
    expect(saveCartListBody.parse({ magasin_id: 2, liste_id: 7, type_panier: 'ldd' })).toEqual({
      magasin_id: 2,
      type_panier: 'ldd',
      liste_id: 7,
    });
  });

  it('save the cart: neither a list nor a title, both, or a long title are refused on the title', () => {
    expect(errorsOf(saveCartListBody.safeParse({ magasin_id: 2 }))).toEqual({
      titre: [listMessages.chooseOrTitle],
    });
    expect(errorsOf(saveCartListBody.safeParse({ magasin_id: 2, titre: '  ' }))).toEqual({
      titre: [listMessages.chooseOrTitle],
    });
    expect(errorsOf(saveCartListBody.safeParse({ magasin_id: 2, titre: 'A', liste_id: 3 }))).toEqual({
      titre: [listMessages.listOrTitleOnly],
    });
    expect(
      errorsOf(saveCartListBody.safeParse({ magasin_id: 2, titre: 'x'.repeat(LIST_TITLE_MAX + 1) })),
    ).toEqual({ titre: [listMessages.titleTooLong] });
  });

  it('a new list and a rename need a title, with their own messages', () => {
    expect(errorsOf(createListBody.safeParse({ magasin_id: 2, titre: ' ' }))).toEqual({
      titre: [listMessages.newTitleRequired],
    });
    expect(createListBody.parse({ magasin_id: 2, titre: ' Apéro ' })).toEqual({
      magasin_id: 2,
      titre: 'Apéro',
      items: [],
    });
    expect(errorsOf(renameListBody.safeParse({}))).toEqual({ titre: [listMessages.renameRequired] });
  });
});
