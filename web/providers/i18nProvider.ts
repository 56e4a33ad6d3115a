import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';

type Messages = { [key: string]: string | Messages };

const lookup = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined), englishMessages);

/**
 * react-admin's English words, translated as its polyglot provider does (`%{name}` filled in, the
 * "one |||| many" forms picked by `smart_count`, `_` or the key itself when a word is missing),
 * without polyglot and the polyfills it brings into the first page.
 */
export const i18nProvider: I18nProvider = {
  translate(key, options = {}) {
    const found = lookup(key);
    let text: string = typeof found === 'string' ? found : typeof options._ === 'string' ? options._ : key;
    if (text.includes('||||')) {
      const [one, many] = text.split('||||').map((form) => form.trim());
      text = Number(options.smart_count) === 1 ? one : (many ?? one);
    }
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (options[name] === undefined ? whole : String(options[name])));
  },
  changeLocale: async () => {},
  getLocale: () => 'en',
  getLocales: () => [{ locale: 'en', name: 'English' }],
};
