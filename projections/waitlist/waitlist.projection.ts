import { FORGOTTEN_IN_LINE, WAITLIST_EVENT_TYPES, type WaitlistEvent } from '../../api/waitlist/waitlist.events.ts';
import type { UserDeleted } from '../../api/users/users.events.ts';
import { definitionOf, forgetRows, type InlineProjection } from '../projection.ts';

const entryId = (d: { semester_id: string; user_id: string }) => `${d.semester_id}:${d.user_id}`;

/**
 * The waitlist's entries and offers, moved in the append's own transaction: the policy that
 * offers a freed bed reads the line in the same transaction that freed it. A student who joins
 * again after leaving takes a new place at the end (their row is replaced).
 */
export const waitlistProjection: InlineProjection = {
  name: 'waitlist',
  version: 3,
  mode: 'inline',
  handles: [...WAITLIST_EVENT_TYPES, 'UserDeleted'],
  ...definitionOf(import.meta.url, 'waitlist.sql'),
  apply: async (db, written) => {
    const event = { type: written.type, data: written.data } as WaitlistEvent | UserDeleted;
    if (event.type === 'UserDeleted') {
      await forgetRows(db, 'waitlist', FORGOTTEN_IN_LINE, 'user_id', event.data.user_id);
      return;
    }
    const id = entryId(event.data);
    switch (event.type) {
      case 'WaitlistJoined': {
        const d = event.data;
        await db`
          INSERT INTO waitlist (id, semester_id, user_id, full_name, gender, room_type_id, room_type, joined_at, joined_position, status, lapses, declines, offer_id)
          VALUES (${id}, ${d.semester_id}, ${d.user_id}, ${d.full_name}, ${d.gender}, ${d.room_type_id}, ${d.room_type}, ${d.at},
                  (SELECT global_position FROM events WHERE event_id = ${written.eventId}), 'waiting', 0, 0, NULL)
          ON CONFLICT (id) DO UPDATE SET full_name = EXCLUDED.full_name, gender = EXCLUDED.gender, room_type_id = EXCLUDED.room_type_id,
            room_type = EXCLUDED.room_type, joined_at = EXCLUDED.joined_at, joined_position = EXCLUDED.joined_position,
            status = 'waiting', lapses = 0, declines = 0, offer_id = NULL`;
        return;
      }
      case 'WaitlistOfferMade': {
        const d = event.data;
        await db`UPDATE waitlist SET status = 'offered', offer_id = ${d.offer_id} WHERE id = ${id}`;
        await db`
          INSERT INTO waitlist_offers (id, semester_id, user_id, room_id, room_number, room_type, price_per_bed, made_at, made_event_id, expires_at, outcome, why)
          VALUES (${d.offer_id}, ${d.semester_id}, ${d.user_id}, ${d.room_id}, ${d.room_number}, ${d.room_type}, ${d.price_per_bed},
                  ${d.at}, ${written.eventId}, ${d.expires_at}, 'open', ${JSON.stringify(d.why)}::text::jsonb)`;
        return;
      }
      case 'WaitlistOfferAccepted': {
        const d = event.data;
        await db`UPDATE waitlist SET status = 'accepted', offer_id = NULL WHERE id = ${id}`;
        await db`UPDATE waitlist_offers SET outcome = 'accepted', ended_at = ${d.at}, booking_id = ${d.booking_id} WHERE id = ${d.offer_id}`;
        return;
      }
      case 'WaitlistOfferDeclined':
      case 'WaitlistOfferLapsed': {
        const d = event.data;
        const counts = event.type === 'WaitlistOfferDeclined' ? db`declines = ${event.data.declines}` : db`lapses = ${event.data.lapses}`;
        await db`UPDATE waitlist SET status = 'waiting', offer_id = NULL, ${counts} WHERE id = ${id}`;
        const outcome = event.type === 'WaitlistOfferDeclined' ? 'declined' : 'lapsed';
        await db`UPDATE waitlist_offers SET outcome = ${outcome}, ended_at = ${d.at} WHERE id = ${d.offer_id}`;
        return;
      }
      case 'WaitlistOfferWithdrawn': {
        const d = event.data;
        await db`UPDATE waitlist SET status = 'waiting', offer_id = NULL WHERE id = ${id}`;
        await db`UPDATE waitlist_offers SET outcome = 'room_closed', ended_at = ${d.at} WHERE id = ${d.offer_id}`;
        return;
      }
      case 'WaitlistLeft': {
        const d = event.data;
        await db`UPDATE waitlist SET status = 'left', offer_id = NULL WHERE id = ${id}`;
        if (d.offer_id) await db`UPDATE waitlist_offers SET outcome = 'withdrawn', ended_at = ${d.at} WHERE id = ${d.offer_id}`;
        return;
      }
      case 'WaitlistRemoved':
        await db`UPDATE waitlist SET status = 'removed', offer_id = NULL WHERE id = ${id}`;
        return;
    }
  },
};
