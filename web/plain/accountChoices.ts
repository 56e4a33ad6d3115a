import { COUNTRIES, GENDERS } from '../../shared/constants.ts';
import { capitalize } from './format.ts';

/** An account's choices, for the signed-in app's inputs and the guest pages' register form alike. */
export const GENDER_CHOICES = GENDERS.map((gender) => ({ id: gender, name: capitalize(gender) }));
export const COUNTRY_CHOICES = COUNTRIES.map((country) => ({ id: country, name: country }));
