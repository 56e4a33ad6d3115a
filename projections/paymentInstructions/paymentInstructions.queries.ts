import type { Db } from '../../api/db/connect.ts';
import type { PaymentInstructions } from '../../shared/records.ts';
import { CURRENT } from './paymentInstructions.projection.ts';

/** The instructions in force, or null before the superadmin has set any. */
export async function paymentInstructions(db: Db): Promise<PaymentInstructions | null> {
  const [row] = await db<PaymentInstructions[]>`
    SELECT mobile_money, bank_account, wording, updated_at FROM payment_instructions WHERE id = ${CURRENT}`;
  return row ?? null;
}
