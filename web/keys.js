// Forwards the physical keyboard to the server as key messages (docs/protocol.md, "key"):
// every key going down, repeating and coming up, wherever the page's focus is, so key
// commands work while a text field is being edited. Keys never type text here: text comes
// from the focused input element's own messages.

const MODIFIERS = [
  ['alphaShift', (event) => event.getModifierState('CapsLock')],
  ['shift', (event) => event.shiftKey],
  ['control', (event) => event.ctrlKey],
  ['alternate', (event) => event.altKey],
  ['command', (event) => event.metaKey],
  ['numericPad', (event) => event.location === KeyboardEvent.DOM_KEY_LOCATION_NUMPAD],
];

// Keys whose browser default (scrolling, going back) would fight the scene.
const NAVIGATION_KEYS = new Set([
  'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End',
  'Space', 'Backspace', 'Escape',
]);

// With Control or ⌘, these stay the browser's: reload, address bar, tabs, windows, developer tools.
const BROWSER_SHORTCUTS = new Set(['KeyR', 'KeyL', 'KeyT', 'KeyW', 'KeyN', 'KeyQ', 'Tab', 'KeyI', 'KeyJ']);

const COMMAND_KEYS = new Set(['MetaLeft', 'MetaRight']);

function modifiers(event) {
  return MODIFIERS.filter(([, isOn]) => isOn(event)).map(([name]) => name);
}

function editing() {
  const element = document.activeElement;
  if (!element) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

// The page keeps the browser's behaviour for typing into a focused input element and for its
// own shortcuts; otherwise navigation keys and Control/⌘ combinations belong to the scene.
function belongsToScene(event) {
  if (editing()) return false;
  if (event.ctrlKey || event.metaKey) return !BROWSER_SHORTCUTS.has(event.code);
  return NAVIGATION_KEYS.has(event.code);
}

// The scene's status bar is not drawn by the page: Home, or ⌘↑, outside a text input is the tap
// on it that scrolls the content to its top (docs/protocol.md, "statusBarTap").
function tapsStatusBar(event) {
  if (editing() || event.repeat || event.altKey || event.shiftKey) return false;
  if (event.code === 'Home') return !event.ctrlKey && !event.metaKey;
  return event.code === 'ArrowUp' && event.metaKey && !event.ctrlKey;
}

/** Sends a `key` message through `send` for each key going down or up in the document. */
export function forwardKeys(send) {
  const held = new Map(); // code → key, for the keys the server was told went down

  function keyMessage(phase, code, key, event) {
    return {
      type: 'key', phase, code, key,
      modifiers: event ? modifiers(event) : [],
      repeat: phase === 'down' && Boolean(event?.repeat),
      timestamp: event ? event.timeStamp : performance.now(),
    };
  }

  function release(code, event) {
    const key = held.get(code);
    held.delete(code);
    send(keyMessage('up', code, key, event));
  }

  function releaseAll() {
    for (const code of [...held.keys()]) release(code, null);
  }

  document.addEventListener('keydown', (event) => {
    if (!event.code || !event.key || event.isComposing || event.key === 'Process') return;
    held.set(event.code, event.key);
    send(keyMessage('down', event.code, event.key, event));
    if (tapsStatusBar(event)) send({ type: 'statusBarTap' });
    if (belongsToScene(event)) event.preventDefault();
  });
  document.addEventListener('keyup', (event) => {
    if (!held.has(event.code)) return;
    release(event.code, event);
    // While ⌘ is down, macOS browsers send no keyup for the other keys: release them with it.
    if (COMMAND_KEYS.has(event.code)) releaseAll();
  });
  window.addEventListener('blur', releaseAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') releaseAll();
  });
}
