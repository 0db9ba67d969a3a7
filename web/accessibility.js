// The scene for assistive technologies and the keyboard (docs/protocol.md, "Accessibility").
// The server says what each node is to a screen reader (role, name, value, states, tab order)
// from UIKit's accessibility model; this module only turns those properties into ARIA
// attributes, speaks announcements through a live region, and sends the keyboard's
// activations back: Enter and Space activate, arrows adjust, Escape escapes, Alt+digit runs a
// custom action, and focus moving onto a node (Tab, Shift-Tab) is reported.

const RANGE_ROLES = new Set(['slider', 'spinbutton', 'progressbar', 'scrollbar']);
const CHECKED_ROLES = new Set(['switch', 'checkbox', 'radio', 'menuitemcheckbox']);
const SELECTED_ROLES = new Set(['tab', 'option', 'row', 'gridcell', 'treeitem']);
const INCREMENT_KEYS = new Set(['ArrowUp', 'ArrowRight']);
const DECREMENT_KEYS = new Set(['ArrowDown', 'ArrowLeft']);

/** Sets one accessibility property of a node (`role`, `axValue`, `axHint`, `axState`, `axRange`,
 * `axActions`, `tab`) and brings its ARIA attributes up to date. */
export function applyAccessibility(node, name, value) {
  node.ax ??= {};
  node.ax[name] = value ?? null;
  renderAria(node.element, node.ax);
}

/** The language the node's words are spoken in (`accessibilityLanguage`). */
export function applyLanguage(node, language) {
  set(node.element, 'lang', language ?? null);
}

const SVG = 'http://www.w3.org/2000/svg';

/** Draws `accessibilityPath` (SVG path data in the element's box) as the element's focus
 * outline instead of its rectangle. */
function renderOutline(element, path) {
  let outline = element.querySelector(':scope > .ax-outline');
  if (!path) {
    outline?.remove();
    element.classList.remove('has-ax-outline');
    return;
  }
  if (!outline) {
    outline = document.createElementNS(SVG, 'svg');
    outline.setAttribute('class', 'ax-outline');
    outline.setAttribute('aria-hidden', 'true');
    outline.append(document.createElementNS(SVG, 'path'));
    element.append(outline);
  }
  outline.firstChild.setAttribute('d', path);
  element.classList.add('has-ax-outline');
}

export function applyPath(node, path) {
  renderOutline(node.element, path ?? null);
}

/** Places the accessibility elements a view draws that are not views (`axElements`) over the
 * node, in their reading order: each a positioned element with its role, name, value, states
 * and tab stop, which the keyboard acts on by its own id. */
export function applyElements(node, parts) {
  let layer = node.element.querySelector(':scope > .ax-elements');
  if (!parts || parts.length === 0) {
    layer?.remove();
    return;
  }
  if (!layer) {
    layer = document.createElement('div');
    layer.className = 'ax-elements';
    node.element.append(layer);
  }
  const existing = new Map(Array.from(layer.children, (element) => [element.dataset.id, element]));
  const elements = parts.map((part) => {
    const element = existing.get(String(part.id)) ?? document.createElement('div');
    existing.delete(String(part.id));
    element.className = 'ax-element';
    element.dataset.id = String(part.id);
    const [x, y, width, height] = part.frame;
    Object.assign(element.style, { left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px` });
    set(element, 'aria-label', part.label ?? null);
    set(element, 'data-identifier', part.identifier ?? null);
    set(element, 'lang', part.lang ?? null);
    renderAria(element, { role: part.role ?? null, axValue: part.value ?? null, axHint: part.hint ?? null,
      axState: part.state ?? null, tab: part.tab ?? null });
    renderOutline(element, part.path ?? null);
    return element;
  });
  for (const gone of existing.values()) gone.remove();
  elements.forEach((element, index) => {
    if (layer.children[index] !== element) layer.insertBefore(element, layer.children[index] ?? null);
  });
}

function set(element, name, value) {
  if (value === null || value === undefined || value === false) element.removeAttribute(name);
  else element.setAttribute(name, value === true ? 'true' : String(value));
}

function renderAria(element, ax) {
  const role = ax.role ?? null;
  const states = new Set((ax.axState ?? '').split(' ').filter(Boolean));
  const isRange = RANGE_ROLES.has(role);
  set(element, 'role', role);
  set(element, 'aria-hidden', states.has('hidden'));
  set(element, 'aria-modal', states.has('modal'));
  set(element, 'aria-disabled', states.has('disabled'));
  set(element, 'aria-checked', CHECKED_ROLES.has(role) ? states.has('checked') : null);
  set(element, 'aria-selected', SELECTED_ROLES.has(role) ? states.has('selected') : null);
  set(element, 'aria-pressed', role === 'button' && states.has('selected') ? true : null);
  set(element, 'aria-current', role === 'listitem' && states.has('selected') ? true : null);
  set(element, 'aria-expanded', states.has('expanded') ? true : states.has('collapsed') ? 'false' : null);
  const [now, min, max] = ax.axRange ?? [];
  set(element, 'aria-valuenow', isRange ? now : null);
  set(element, 'aria-valuemin', isRange ? min : null);
  set(element, 'aria-valuemax', isRange ? max : null);
  set(element, 'aria-valuetext', isRange ? ax.axValue : null);
  const actions = (ax.axActions ?? '').split('\n').filter(Boolean)
    .map((action, index) => (index < 9 ? `${action} (Alt+${index + 1})` : action));
  // A range without numbers (a custom adjustable element) has only its words: they are said in
  // the description too, since not every reader speaks aria-valuetext alone.
  const valueInDescription = isRange ? !ax.axRange : !CHECKED_ROLES.has(role) && role !== 'textbox';
  const description = [
    valueInDescription ? ax.axValue : null,
    ax.axHint,
    actions.length ? `Actions: ${actions.join(', ')}` : null,
  ].filter(Boolean).join('. ');
  set(element, 'aria-description', description || null);
  // Tab visits the elements the server numbered, in its order; a focusable element it left out
  // (behind a modal view) can only take focus from a script.
  const focusable = states.has('focusable');
  set(element, 'tabindex', focusable ? (ax.tab ?? -1) : null);
  // A modal view that appears takes keyboard focus, as VoiceOver moves into an alert.
  if (states.has('modal') && !element.dataset.focusedOnce) {
    element.dataset.focusedOnce = '1';
    requestAnimationFrame(() => firstInTabOrder(element)?.focus({ preventScroll: true }));
  }
}

/** The element Tab visits first inside `container`: the lowest `tabindex` above zero. */
function firstInTabOrder(container) {
  const candidates = Array.from(container.querySelectorAll('[tabindex]')).filter((element) => element.tabIndex > 0);
  return candidates.sort((a, b) => a.tabIndex - b.tabIndex)[0] ?? null;
}

let liveRegion = null;

function region() {
  if (!liveRegion) {
    liveRegion = document.createElement('div');
    liveRegion.className = 'uikit-announcement';
    liveRegion.setAttribute('aria-live', 'assertive');
    liveRegion.setAttribute('aria-atomic', 'true');
    document.body.append(liveRegion);
  }
  return liveRegion;
}

// Set while a notice moves focus: that is the reading position moving, as VoiceOver's cursor
// does, not the user choosing an element, so the server's focus (and editing) stays as it is.
let movingReadingPosition = false;
// Whether the page is read with the keyboard or a screen reader: the last input was a key (or a
// screen reader's click), not a pointer. Only then does a new screen take focus, as VoiceOver's
// cursor moves; a pointer user's keys keep going to the app.
let readingByKeyboard = false;

function moveReadingPosition(element) {
  if (!element) return;
  movingReadingPosition = true;
  try {
    element.focus({ preventScroll: true });
  } finally {
    movingReadingPosition = false;
  }
}

/** Plays a patch's accessibility notices: announcements are spoken, a changed screen or
 * layout moves focus to the node the app named (or, for a new screen, the first one). */
export function playNotices(notices, nodeWithId) {
  for (const notice of notices) {
    if (notice.announce !== undefined) {
      const live = region();
      live.textContent = '';
      // A new text node, even with the same words, is a new announcement.
      requestAnimationFrame(() => { live.textContent = notice.announce; });
    } else {
      const id = notice.screenChanged ?? notice.layoutChanged ?? null;
      const target = id === null ? null : nodeWithId(id)?.element;
      if (target) {
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        moveReadingPosition(target);
      } else if (notice.screenChanged !== undefined && readingByKeyboard) {
        moveReadingPosition(firstInTabOrder(document.getElementById('scene')));
      }
    }
  }
}

// A node, or an accessibility element that is not a view (both carry the id the server knows).
function nodeElement(target) {
  return target instanceof Element ? target.closest('.node, .ax-element') : null;
}

function editing(element = document.activeElement) {
  return Boolean(element) && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

/** Sends the keyboard's accessibility actions through `send`. */
export function startAccessibilityKeys(send) {
  const act = (action, element, extra = {}) => {
    const id = element ? Number(element.dataset.id) : undefined;
    send({ type: 'a11y', action, ...(id === undefined ? {} : { id }), ...extra });
  };
  // A pointer does not move keyboard focus onto a node (it taps; the app decides what takes
  // focus), so clicking never scrolls the page to a node nor leaves a focus ring behind.
  document.addEventListener('mousedown', (event) => {
    const focusable = event.target instanceof Element ? event.target.closest('[tabindex]') : null;
    if ((focusable?.classList.contains('node') || focusable?.classList.contains('ax-element')) && !editing(event.target)) {
      event.preventDefault();
    }
  });
  // A screen reader's cursor (VoiceOver's, NVDA's browse mode) activates an element with a click
  // that no pointer made (`detail` 0): the only sign of a screen reader a page gets. The server
  // hears that one runs (UIAccessibility.isVoiceOverRunning), and the element is activated.
  let screenReaderReported = false;
  document.addEventListener('keydown', () => { readingByKeyboard = true; }, true);
  document.addEventListener('pointerdown', () => { readingByKeyboard = false; }, true);
  document.addEventListener('click', (event) => {
    const element = nodeElement(event.target);
    if (event.detail !== 0 || !element?.hasAttribute('role') || editing(event.target)) return;
    readingByKeyboard = true;
    if (!screenReaderReported) {
      screenReaderReported = true;
      send({ type: 'screenReader', running: true });
    }
    act('activate', element);
    event.preventDefault();
  });
  document.addEventListener('focusin', (event) => {
    if (movingReadingPosition) return;
    const element = nodeElement(event.target);
    if (element && element === event.target && element.hasAttribute('role')) act('focus', element);
  });
  document.addEventListener('keydown', (event) => {
    if (event.isComposing || editing() || event.ctrlKey || event.metaKey) return;
    const focused = nodeElement(document.activeElement);
    if (event.key === 'Escape') {
      act('escape', focused);
      return;
    }
    if (!focused || focused !== document.activeElement) return;
    const role = focused.getAttribute('role');
    if (event.altKey && /^Digit[1-9]$/.test(event.code)) {
      act('custom', focused, { index: Number(event.code.slice(5)) - 1 });
      event.preventDefault();
    } else if ((event.key === 'Enter' || event.key === ' ') && !event.repeat) {
      act('activate', focused);
      event.preventDefault();
    } else if (RANGE_ROLES.has(role) && INCREMENT_KEYS.has(event.key)) {
      act('increment', focused);
      event.preventDefault();
    } else if (RANGE_ROLES.has(role) && DECREMENT_KEYS.has(event.key)) {
      act('decrement', focused);
      event.preventDefault();
    }
  });
}
