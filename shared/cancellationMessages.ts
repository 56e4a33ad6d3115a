/** What the API and the screens say about a student's cancellation of their booking. */
export const CANCELLATION_MESSAGES = {
  reasonRequired: 'Please say why you want to cancel (the hostel office reads it before deciding).',
  decisionReasonRequired: 'Please give a reason for the decision (it is shown to the student).',
  notActive: (status: string) => `Only a pending or paid booking can be cancelled; this booking is ${status}.`,
  alreadyRequested: 'A cancellation of this booking was already requested: the hostel office will decide on it.',
  noRequest: 'This booking has no cancellation request to decide.',
  refundTooMuch: (paid: string) => `The refund cannot be more than what was paid (${paid}).`,
  refundNotNumber: 'refund_amount must be an amount of money of 0 or more.',
  refundNotBoolean: 'refund must be true (give money back) or false (keep it).',
  cancelled: 'Booking cancelled. Your bed was given back.',
  requested: 'Cancellation requested. The hostel office will decide and tell you.',
  approved: 'Cancellation approved. The bed was given back.',
  refused: 'Cancellation refused. The booking stays paid.',
} as const;
