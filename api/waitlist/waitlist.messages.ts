/** What the waitlist says to a student or the office, in the API contract's words. */
export const WAITLIST_MESSAGES = {
  alreadyWaiting: 'You are already on the waitlist for this semester.',
  alreadyBooked: 'You already have a booking this semester.',
  notWaiting: 'You are not on the waitlist.',
  offerEnded: 'This offer has ended.',
  studentsOnly: 'Only students join the waitlist.',
  offerRoomMismatch: 'The offer is for another room: leave the room fields out or send the offer’s.',
} as const;
