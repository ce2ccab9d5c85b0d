import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BagDepositHelp } from './bag-deposit-popin.tsx';
import { CardHolderHelp } from './card-holder-popin.tsx';
import { CATERER_PAGE, CatererOffers } from './caterer-popins.tsx';

const html = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);

describe('the popins of the header, home and payment step', () => {
  it('show the caterer offers of the store only, never to a pro', () => {
    const both = html(
      <CatererOffers
        modes={['DRIVE', 'CC_TRAITEUR_NOEL', 'CC_TRAITEUR_PERMANENT']}
        storePath="/magasins/a-m-1"
        isPro={false}
      />,
    );
    expect(both).toContain('Le traiteur de fêtes');
    expect(both).toContain('Le traiteur toute l’année');
    // Before the page is interactive, each is a link to the caterer page.
    expect(both.match(new RegExp(`href="${CATERER_PAGE}"`, 'g'))).toHaveLength(2);
    const permanent = html(
      <CatererOffers modes={['CC_TRAITEUR_PERMANENT']} storePath="/magasins/a-m-1" isPro={false} />,
    );
    expect(permanent).not.toContain('Le traiteur de fêtes');
    expect(html(<CatererOffers modes={['CC_TRAITEUR_NOEL']} storePath="/m" isPro />)).toBe('');
    expect(html(<CatererOffers modes={['DRIVE']} storePath="/m" isPro={false} />)).toBe('');
  });

  it('link the bag deposit and card-holder help to their pages without JavaScript', () => {
    expect(html(<BagDepositHelp />)).toContain('href="/infos-et-services/services/consigne-des-sacs"');
    expect(html(<CardHolderHelp />)).toContain('href="/infos-et-services/fidelite/programme-fidelite"');
  });
});
