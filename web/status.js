// Tells the person when the page is not connected (a short grace first, so a quick reconnect
// shows nothing) and when the server refused an input. One live region, read by screen readers.

const GRACE_MS = 1000;
const NOTICE_MS = 4000;

let element = null;
let offlineTimer = null;
let noticeTimer = null;

function region() {
  if (!element) {
    element = document.createElement('div');
    element.className = 'uikit-status';
    element.setAttribute('role', 'status');
    element.setAttribute('aria-live', 'polite');
    element.hidden = true;
    document.body.append(element);
  }
  return element;
}

function show(text, kind) {
  const status = region();
  status.textContent = text;
  status.dataset.kind = kind;
  status.hidden = false;
}

/** The socket dropped: say so unless it is back within the grace period. */
export function disconnected() {
  if (offlineTimer !== null) return;
  offlineTimer = setTimeout(() => show('Reconnecting…', 'offline'), GRACE_MS);
}

/** The scene is live again. */
export function connected() {
  clearTimeout(offlineTimer);
  offlineTimer = null;
  if (element?.dataset.kind === 'offline') element.hidden = true;
}

/** The server (or the page) refused an input: say so for a few seconds. */
export function refused(detail) {
  show(`Not delivered: ${detail}`, 'refused');
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => { if (element?.dataset.kind === 'refused') element.hidden = true; }, NOTICE_MS);
}
