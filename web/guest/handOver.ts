/**
 * The pre-rendered page (prerender.tsx) works before React takes it over on the visitor's first
 * use (main.tsx): what they did meanwhile is kept here for the form to take up (useGuestForm).
 */

/** Fields the visitor left before React came: their messages show as if React had seen it. */
export const leftEarly = new Set<string>();

let markLive = () => {};
/** Settles once the page's form answers to React: a submit made before then is sent again. */
export const formLive = new Promise<void>((resolve) => (markLive = resolve));

export const formIsLive = () => markLive();
