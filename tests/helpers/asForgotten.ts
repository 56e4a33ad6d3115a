import { forgottenFields, personalFieldsOf, subjectOf } from '../../api/eventStore/personalData.ts';
import type { StoredEvent } from '../../api/eventStore/types.ts';

/**
 * A history as a rebuild reads it once its deleted people are forgotten: their events' personal
 * fields as forgotten, as the log opens them for a fold (api/eventStore/unsealed.ts).
 */
export function asForgotten<E extends Pick<StoredEvent, 'type' | 'data'>>(history: readonly E[]): E[] {
  const deleted = new Set(history.filter((e) => e.type === 'UserDeleted').map((e) => (e.data as { user_id: string }).user_id));
  return history.map((e) => {
    const subject = subjectOf(e.type, e.data);
    if (subject === null || !deleted.has(subject)) return e;
    const fields = Object.keys(personalFieldsOf(e.type)!.forgotten).filter((f) => f in (e.data as object));
    return { ...e, data: { ...(e.data as object), ...forgottenFields(e.type, fields) } };
  });
}
