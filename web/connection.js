// The scene's WebSocket (docs/protocol.md): says hello, keeps the session id and
// secret for this tab in sessionStorage (so a reload resumes the scene and a
// new tab starts its own), hands snapshots and patches to the tree, acks each
// revision once applied, and reconnects with backoff when the socket drops,
// saying so on the page (status.js) and keeping input for the server meanwhile — also
// while the server restarts, which brings the saved scene back.
import { decodeServerMessage } from './messages.js';
import { viewport } from './environment.js';
import { createDelivery } from './delivery.js';
import * as status from './status.js';
import { openScene, closeScene, takeSceneFromAddress } from './scenes.js';

const PROTOCOL = 1;
// Closes after which the same hello would be refused again: another protocol (1002), or
// the server's policy (1008), e.g. another page has taken this session over.
const FINAL_CLOSE_CODES = new Set([1002, 1008]);
const CLOSE_RESYNC = 4000; // ours: the tree went out of step, and a reconnect brings a snapshot
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5000;
const SESSION_KEY = 'uikit-server.session';
const SECRET_KEY = 'uikit-server.secret';

/**
 * Keeps a connection open; `apply.snapshot` and `apply.patch` are called with
 * decoded messages, `apply.welcome` when a (re)connection is welcomed, and `apply.settle` with
 * the last input the server has answered (before that answer is applied). Returns `{ send }`:
 * input messages are numbered and delivered exactly once, across reconnects (delivery.js);
 * others are sent if the socket is open. It reports whether the message was taken.
 */
export function connect(apply) {
  // A page the app opened for another scene resumes that scene's session.
  const opened = takeSceneFromAddress();
  if (opened) {
    remember(SESSION_KEY, opened.session);
    remember(SECRET_KEY, opened.secret);
  }
  let socket = null;
  let retries = 0;
  const delivery = createDelivery((message) => sendOn(socket, message), status.refused);

  function open() {
    socket = new WebSocket(socketURL());
    socket.addEventListener('open', (event) => sendOn(event.target, hello()));
    socket.addEventListener('message', (event) => receive(event.target, event.data));
    socket.addEventListener('close', (event) => closed(event));
  }

  function receive(from, data) {
    if (from.readyState !== WebSocket.OPEN) return; // closing for a resync: the snapshot replaces all this
    let message;
    try {
      message = decodeServerMessage(data);
    } catch (error) {
      console.error('uikit: ignoring a malformed server message:', error.message, data);
      return;
    }
    try {
      handle(from, message);
    } catch (error) {
      console.error(`uikit: could not apply ${message.type} ${message.rev}; reconnecting for a snapshot:`, error);
      from.close(CLOSE_RESYNC, 'resync');
    }
  }

  function handle(from, message) {
    switch (message.type) {
      case 'welcome':
        remember(SESSION_KEY, message.session);
        remember(SECRET_KEY, message.secret);
        retries = 0;
        status.connected();
        delivery.resume(message.in);
        applyLanguage(message);
        apply.welcome?.();
        return;
      case 'snapshot':
        apply.settle?.(Infinity);
        apply.snapshot(message);
        sendOn(from, { type: 'ack', rev: message.rev });
        return;
      case 'patch':
        delivery.confirm(message.in);
        apply.settle?.(message.in);
        apply.patch(message);
        sendOn(from, { type: 'ack', rev: message.rev });
        return;
      case 'handled':
        delivery.confirm(message.in);
        apply.settle?.(message.in);
        return;
      case 'open':
        openScene(message);
        return;
      case 'close':
        closeScene();
        return;
      case 'error':
        console.warn('uikit: the server refused a message:', message.detail);
        if (message.in !== undefined) {
          delivery.confirm(message.in);
          apply.settle?.(message.in);
          status.refused(message.detail);
        }
        return;
    }
  }

  function closed(event) {
    socket = null;
    delivery.dropped();
    status.disconnected();
    if (FINAL_CLOSE_CODES.has(event.code)) {
      console.error(`uikit: the server closed the scene (${event.code} ${event.reason}); not reconnecting`);
      return;
    }
    const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** retries);
    retries += 1;
    setTimeout(open, delay * (0.5 + Math.random() / 2));
  }

  open();
  // Input is numbered and kept until the server confirms it; other messages go only when open.
  return { send: delivery.send };
}

function sendOn(socket, message) {
  if (socket?.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}

// The session id rides in the address too, so a load balancer can route the socket to the
// instance that holds the session (deploy/); the secret goes only in hello.
function socketURL() {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const session = recall(SESSION_KEY);
  return `${scheme}//${location.host}/ws${session ? `?session=${encodeURIComponent(session)}` : ''}`;
}

function hello() {
  const message = { type: 'hello', protocol: PROTOCOL, ...viewport(), ...languages() };
  const session = recall(SESSION_KEY);
  const secret = recall(SECRET_KEY);
  if (session && secret) Object.assign(message, { session, secret });
  return message;
}

// The browser's languages and time zone, which the session's scene runs in.
function languages() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { languages: Array.from(navigator.languages ?? [navigator.language]), ...(zone ? { timeZone: zone } : {}) };
}

// The session's language and direction, for the browser's text and screen readers.
function applyLanguage(message) {
  if (typeof message.lang === 'string') document.documentElement.lang = message.lang;
  if (message.dir === 'rtl' || message.dir === 'ltr') document.documentElement.dir = message.dir;
}

// sessionStorage can be unavailable (storage disabled); the scene then simply does not resume.
function recall(key) {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function remember(key, value) {
  try {
    sessionStorage.setItem(key, value);
  } catch (error) {
    console.warn('uikit: cannot keep the session for a reload:', error.message);
  }
}
