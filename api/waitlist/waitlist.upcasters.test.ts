import { describe, expect, it } from 'vitest';
import { upcast } from '../eventStore/upcasters.ts';
import { OFFER_MADE_VERSION } from './waitlist.events.ts';

const offerOfVersion1 = (skipped: unknown[]) => ({
  type: 'WaitlistOfferMade',
  schemaVersion: 1,
  data: { offer_id: 'o1', user_id: 'u1', why: { freed_by: 'An offer lapsed', position: 3, skipped, skipped_count: 2 } },
});

describe('WaitlistOfferMade of version 1', () => {
  it('reads those passed over without ids, keeping a stored name and reading one stripped of it', () => {
    const read = upcast(offerOfVersion1([{ full_name: 'Adjoa Mensah', reason: 'declined this bed' }, { reason: 'has an open offer' }]));
    expect(read.schemaVersion).toBe(OFFER_MADE_VERSION);
    expect(read.data.why).toEqual({
      freed_by: 'An offer lapsed',
      position: 3,
      skipped_count: 2,
      skipped: [
        { user_id: null, reason: 'declined this bed', full_name: 'Adjoa Mensah' },
        { user_id: null, reason: 'has an open offer' },
      ],
    });
  });

  it('leaves an offer of version 2 as written', () => {
    const written = { ...offerOfVersion1([{ user_id: 'u2', reason: 'declined this bed' }]), schemaVersion: 2 };
    expect(upcast(written)).toEqual(written);
  });
});
