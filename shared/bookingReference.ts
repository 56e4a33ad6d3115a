/**
 * The short reference a student quotes with their payment ("HB-7K3M9Q"), so the office can match
 * a mobile-money or bank statement line to a booking. Its alphabet leaves out 0/O and 1/I/L: read
 * aloud or typed from a phone screen, no two characters are taken for each other.
 */
export const BOOKING_REFERENCE_PREFIX = 'HB-';
export const BOOKING_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Characters after the prefix of a reference made at booking. */
export const BOOKING_REFERENCE_LENGTH = 6;
