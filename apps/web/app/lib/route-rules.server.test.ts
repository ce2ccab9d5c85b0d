import { describe, expect, it } from 'vitest';
import { redirectTarget } from './route-rules.server.ts';

const at = (path: string) => redirectTarget(new URL(path, 'http://localhost'));

describe('route rules', () => {
  it('redirects /infos-et-services/prospectus to /prospectus', () => {
    expect(at('/infos-et-services/prospectus')).toBe('/prospectus');
    expect(at('/infos-et-services/prospectus/?a=1')).toBe('/prospectus?a=1');
  });
  it('removes trailing slashes and keeps the query', () => {
    expect(at('/magasins/choisir/?recherche=lyon')).toBe('/magasins/choisir?recherche=lyon');
    expect(at('/rayons//')).toBe('/rayons');
  });
  it("drops React Router's _routes parameter of data requests", () => {
    expect(at('/rayons/?_routes=root&a=1')).toBe('/rayons?a=1');
  });
  it('leaves canonical addresses alone', () => {
    expect(at('/')).toBeNull();
    expect(at('/magasins/choisir')).toBeNull();
  });
});
