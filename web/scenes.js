// Other scenes of the app (docs/protocol.md, "open" and "close"): the app asked for a new scene
// (requestSceneSessionActivation), so this page opens a tab or window on the new session, which
// it resumes by the id and secret in its address's fragment (never sent to the server); when the
// browser blocks the pop-up, a link the person can click opens it instead. When the app destroys
// this page's scene (requestSceneSessionDestruction), the page closes itself.

/** The address of a page on another session of this app. */
export function sceneURL(session, secret) {
  const url = new URL('/', location.href);
  url.hash = new URLSearchParams({ session, secret }).toString();
  return url.href;
}

/** Opens a page on the new session, or offers a link when the browser blocks the pop-up. */
export function openScene({ session, secret }) {
  const url = sceneURL(session, secret);
  const opened = window.open(url, `uikit-scene-${session}`);
  if (!opened) offerLink(url, session);
}

/** The app closed this scene: close the page (the browser allows it for pages a script opened). */
export function closeScene() {
  window.close();
}

/**
 * The session a page was opened on, from its address's fragment, which is then cleared so a
 * bookmark or a shared address never carries the secret.
 */
export function takeSceneFromAddress() {
  if (!location.hash.startsWith('#')) return null;
  const fields = new URLSearchParams(location.hash.slice(1));
  const session = fields.get('session');
  const secret = fields.get('secret');
  if (!session || !secret) return null;
  history.replaceState(null, '', location.pathname + location.search);
  return { session, secret };
}

function offerLink(url, session) {
  const link = document.createElement('a');
  link.className = 'uikit-open-scene';
  link.href = url;
  link.target = `uikit-scene-${session}`;
  link.textContent = 'The app opened a new window: open it';
  link.addEventListener('click', () => link.remove());
  document.body.append(link);
}
