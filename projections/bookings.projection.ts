import type { Db } from '../api/db/connect.ts';
import { bookingRecordOf } from '../api/bookings/bookingRecord.ts';
import type { BedBooked, PaymentApproved, PaymentRejected } from '../api/bookings/bookings.events.ts';
import type { WrittenEvent } from '../api/eventStore/types.ts';
import type { Projection } from './projection.ts';
import { applyInRuns } from './batch/runs.ts';
import { foldsIntoBookings, writeBookingsRun } from './batch/bookings.batch.ts';
import { foldBookingsInDatabase } from './inDatabase/bookings.inDatabase.ts';

type UserDeleted = { user_id: string; released_bookings?: { booking_id: string }[]; at: string };

/**
 * The bookings read model, written in the booking's own transaction. Its unique index
 * bookings_one_active_per_student refuses a second pending or paid booking of one student in one
 * semester, whatever the decision saw: the last word on double bookings.
 */
export const bookingsProjection: Projection = {
  name: 'bookings',
  version: 1,
  mode: 'inline',
  handles: ['BedBooked', 'PaymentApproved', 'PaymentRejected', 'UserDeleted'],
  tables: ['bookings'],
  apply: async (db: Db, event: WrittenEvent) => {
    switch (event.type) {
      case 'BedBooked': {
        const row = bookingRecordOf((event as WrittenEvent<'BedBooked', BedBooked['data']>).data);
        await db`INSERT INTO bookings ${db(row)}`;
        return;
      }
      case 'PaymentApproved': {
        const d: PaymentApproved['data'] = event.data;
        await db`UPDATE bookings SET payment_status = 'paid', updated_at = ${d.at} WHERE id = ${d.booking_id}`;
        return;
      }
      case 'PaymentRejected': {
        const d: PaymentRejected['data'] = event.data;
        await db`UPDATE bookings SET payment_status = 'unpaid', updated_at = ${d.at} WHERE id = ${d.booking_id}`;
        return;
      }
      case 'UserDeleted': {
        const d: UserDeleted = event.data;
        const ids = (d.released_bookings ?? []).map((b) => b.booking_id);
        if (ids.length === 0) return;
        await db`UPDATE bookings SET payment_status = 'unpaid', updated_at = ${d.at} WHERE id = ANY(${ids})`;
        return;
      }
    }
  },
  applyBatch: (db, events) =>
    applyInRuns(db, events, { folds: foldsIntoBookings, writeRun: writeBookingsRun, apply: bookingsProjection.apply }),
  foldInDatabase: foldBookingsInDatabase,
};
