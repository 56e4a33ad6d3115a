/** The light/dark choice, where hostelStore (store.ts, react-admin's local-storage store) keeps it. */
export const STORE_VERSION = '1';
export const STORE_NAME = 'Hostel';
export const THEME_KEY = 'theme';

/** The one rule for a stored choice, however it was read: nothing stored, or anything else, is light. */
export const isDarkChoice = (choice: unknown) => choice === 'dark';

/**
 * The choice read without react-admin, for the guest pages: the store keeps each item as JSON
 * under `RaStore<name>.<key>`. Nothing stored is light, react-admin's default here.
 */
export function storedThemeIsDark(storage: Storage = localStorage): boolean {
  try {
    return isDarkChoice(JSON.parse(storage.getItem(`RaStore${STORE_NAME}.${THEME_KEY}`) ?? 'null'));
  } catch {
    return false;
  }
}

/**
 * Keeps a choice made without react-admin (the student's app) where react-admin's store reads
 * it, with the store's version, so that either app opened next on this device shows it.
 */
export function saveThemeChoice(dark: boolean, storage: Storage = localStorage) {
  try {
    storage.setItem(`RaStore${STORE_NAME}.${THEME_KEY}`, JSON.stringify(dark ? 'dark' : 'light'));
    storage.setItem(`RaStore${STORE_NAME}.version`, STORE_VERSION);
  } catch {
    // Storage refused (a private window): the choice lasts for this page only.
  }
}
