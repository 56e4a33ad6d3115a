/** The synchronous calls both bcrypt libraries share. */
export declare const bcrypt: {
  hashSync(password: string, saltOrRounds: string | number): string;
  compareSync(password: string, hash: string): boolean;
};
/** `bcrypt` (native) or `bcryptjs` (the fallback). */
export declare const bcryptLibrary: 'bcrypt' | 'bcryptjs';
