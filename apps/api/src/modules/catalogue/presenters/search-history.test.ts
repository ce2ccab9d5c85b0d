import { describe, expect, it } from 'vitest';
import { withSearchHistory } from './search-history.ts';

const history = [{ libelle: 'crème "épaisse"', url: '/recherche?keywords=cr%C3%A8me' }];

describe('withSearchHistory', () => {
  it('puts the history at the end of a cached list', () => {
    const json = JSON.stringify({ data: { a: 1 }, meta: { redirection: null, historique_recherche: [] } });
    const out = JSON.parse(withSearchHistory(json, history));
    expect(out).toEqual({ data: { a: 1 }, meta: { redirection: null, historique_recherche: history } });
  });

  it('falls back to parsing when the member is elsewhere, and leaves an empty history alone', () => {
    const json = JSON.stringify({ meta: { historique_recherche: [], head: {} }, data: 1 });
    expect(JSON.parse(withSearchHistory(json, history)).meta.historique_recherche).toEqual(history);
    expect(withSearchHistory(json, [])).toBe(json);
  });
});
