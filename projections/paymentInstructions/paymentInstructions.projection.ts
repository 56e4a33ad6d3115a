import {
  PAYMENT_INSTRUCTIONS_EVENT_TYPES,
  type PaymentInstructionsEvent,
} from '../../api/paymentInstructions/paymentInstructions.events.ts';
import { definitionOf, type InlineProjection } from '../projection.ts';

/** The one row's key: there is one set of instructions for the hostel. */
export const CURRENT = 'current';

/** The payment instructions in force. A handful of events a year: a rebuild applies them one by one. */
export const paymentInstructionsProjection: InlineProjection = {
  name: 'payment_instructions',
  version: 1,
  mode: 'inline',
  handles: PAYMENT_INSTRUCTIONS_EVENT_TYPES,
  ...definitionOf(import.meta.url, 'paymentInstructions.sql'),
  apply: async (db, stored) => {
    const event = { type: stored.type, data: stored.data } as PaymentInstructionsEvent;
    switch (event.type) {
      case 'PaymentInstructionsSet': {
        const d = event.data;
        const row = {
          id: CURRENT,
          mobile_money: JSON.stringify(d.mobile_money),
          bank_account: d.bank_account === null ? null : JSON.stringify(d.bank_account),
          wording: d.wording,
          updated_by: stored.metadata?.actorId ?? null,
          updated_at: d.at,
        };
        await db`INSERT INTO payment_instructions (id, mobile_money, bank_account, wording, updated_by, updated_at)
                 VALUES (${row.id}, ${row.mobile_money}::text::jsonb, ${row.bank_account}::text::jsonb, ${row.wording}, ${row.updated_by}, ${row.updated_at})
                 ON CONFLICT (id) DO UPDATE
                   SET mobile_money = EXCLUDED.mobile_money, bank_account = EXCLUDED.bank_account, wording = EXCLUDED.wording,
                       updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`;
        return;
      }
    }
  },
};
