import { defaultI18nProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider.ts';

describe('the app’s translation of react-admin’s words', () => {
  it('says what react-admin’s own polyglot provider says', () => {
    const cases: [string, Record<string, unknown>?][] = [
      ['ra.action.save'],
      ['ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 }],
      ['ra.notification.deleted', { smart_count: 1 }],
      ['ra.notification.deleted', { smart_count: 3 }],
      ['ra.message.bulk_delete_content', { name: 'rooms', smart_count: 2 }],
      ['no.such.key', { _: 'Fallback words' }],
      ['Plain words, not a key'],
    ];
    for (const [key, options] of cases) expect(i18nProvider.translate(key, options), key).toBe(defaultI18nProvider.translate(key, options));
  });
});
