/**
 * What every decision on a booking's payment says of its booking (the office's, a hold's expiry,
 * a student's cancellation), whatever else each adds.
 */
export type PaymentDecision<Before extends 'pending' | 'paid' | 'unpaid' = 'pending' | 'paid' | 'unpaid'> = {
  booking_id: string;
  user_id: string;
  semester_id: string;
  room_id: string;
  amount: number;
  previous_status: Before;
  at: string;
};
