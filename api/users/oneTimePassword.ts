import { customAlphabet } from 'nanoid';

/** Letters and digits that cannot be mistaken for one another when read out or copied by hand (no 0/O/o, 1/l/I/i). */
export const ONE_TIME_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
export const ONE_TIME_LENGTH = 12;

/** A password a superadmin hands to a user after a reset: random (about 70 bits), and readable. */
export const newOneTimePassword = customAlphabet(ONE_TIME_ALPHABET, ONE_TIME_LENGTH);
