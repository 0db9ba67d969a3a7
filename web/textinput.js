// Edits text in real page elements (docs/protocol.md, "editable" and "text"): while a node
// has an `editable` property, an <input> (or a <textarea> for multiline text) sits over the
// node's text rectangle and has the focus, so the browser's keyboard, input methods, selection
// and clipboard work. Each change goes to the server as a `text` message; the server's text is
// the truth, and its `editable` replaces the element's value once it has seen the page's
// latest edit (`seq`). During an IME composition each update goes with the range of the
// composing text (`marked`), which the server holds as marked text; the page's value is never
// replaced until the composition ends, and the committed text goes at compositionend.
//
// Typing never waits for the server: the element shows each keystroke at once. When the server
// answers an earlier edit (it refused a character, formatted, moved the caret) while later edits
// are still on their way, the page shows the server's text with those later edits applied the
// way the server will apply them, so the correction appears one round trip after the keystroke
// it answers and no keystroke typed meanwhile is lost.

let send = () => false;
let sentSeq = 0; // the last edit sent for the view being edited
let unanswered = []; // { seq, base, text } of the text edits the server has not answered yet
let active = null; // { node, field, multiline, composing, compositionStart, composition, lastText, lastSelection }

/** Starts sending edits, return presses and the on-screen keyboard's height through `sendMessage`. */
export function startTextInput(sendMessage) {
  send = sendMessage;
  watchKeyboard();
  document.addEventListener('selectionchange', () => {
    if (active && document.activeElement === active.field && !active.composing) sendEdit(false);
  });
}

/** The `editable` property of `node` changed; `null` ends editing in it. */
export function applyEditable(node, editable) {
  if (!editable) {
    if (active?.node === node) stop();
    return;
  }
  // The snapshot after a reconnection rebuilds the node: the element, its value and its
  // unanswered edits (sent again after the reconnection) carry over to the new node.
  if (active && active.node !== node && active.node.id === node.id && active.multiline === editable.multiline) {
    active.node = node;
    node.element.append(active.field);
    focusSoon(active.field);
  }
  if (active && (active.node !== node || active.multiline !== editable.multiline)) stop();
  if (!active) start(node, editable);
  update(editable);
}

// The node may not be in the page yet while a patch is applied.
function focusSoon(field) {
  queueMicrotask(() => {
    if (active?.field === field && field.isConnected && document.activeElement !== field) field.focus({ preventScroll: true });
  });
}

function start(node, editable) {
  const field = document.createElement(editable.multiline ? 'textarea' : 'input');
  field.className = 'editor';
  active = { node, field, multiline: editable.multiline, composing: false, lastText: null, lastSelection: null };
  // The server counts edits per view: a new element starts from the server's text and count.
  sentSeq = editable.seq;
  unanswered = [];
  field.addEventListener('input', (event) => {
    if (!active) return;
    if (event.isComposing || active.composing) sendComposition();
    else sendEdit(true);
  });
  field.addEventListener('compositionstart', () => {
    if (!active) return;
    active.composing = true;
    // The composition replaces the selection: its text starts where the selection did.
    active.compositionStart = Math.min(field.selectionStart ?? 0, field.selectionEnd ?? 0);
    active.composition = '';
  });
  field.addEventListener('compositionupdate', (event) => {
    if (active) active.composition = event.data ?? '';
  });
  field.addEventListener('compositionend', () => {
    if (!active) return;
    active.composing = false;
    sendEdit(true, true);
  });
  field.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing || event.keyCode === 229 || active?.multiline) return;
    event.preventDefault();
    send({ type: 'return', id: node.id });
  });
  // Taps inside the element place the caret; they are the browser's, not touches for the scene.
  field.addEventListener('pointerdown', (event) => event.stopPropagation());
  node.element.append(field);
  focusSoon(field);
}

function stop() {
  const { field } = active;
  active = null;
  field.remove();
}

function update(editable) {
  const { field } = active;
  if (!active.multiline) field.type = editable.secure ? 'password' : 'text';
  setAttributes(field, {
    inputmode: editable.inputmode,
    enterkeyhint: editable.enterkeyhint,
    autocapitalize: editable.autocapitalize,
    autocorrect: editable.autocorrect ? 'on' : 'off',
    spellcheck: editable.spellcheck ? 'true' : 'false',
    placeholder: editable.placeholder ?? null,
  });
  const [x, y, width, height] = editable.frame;
  // In a scroll node (a text view) the frame is in content coordinates, below the insets.
  const [insetTop, insetLeft] = active.node.scroll?.inset ?? [0, 0];
  const { family = 'system', size = 17, weight = 400 } = editable.font ?? {};
  Object.assign(field.style, {
    left: `${x + insetLeft}px`,
    top: `${y + insetTop}px`,
    width: `${width}px`,
    height: `${height}px`,
    fontFamily: family === 'system' ? '' : `"${family.replace(/["\\]/g, '\\$&')}", var(--system-font)`,
    fontSize: `${size}px`,
    fontWeight: String(weight),
    color: editable.color,
    textAlign: editable.align,
  });
  unanswered = unanswered.filter((edit) => edit.seq > editable.seq);
  // Mid-composition the input method owns the value.
  if (active.composing) return;
  // With edits the server has not answered yet, the page shows its text with them applied.
  if (editable.seq < sentSeq) {
    rebase(editable.text);
    return;
  }
  const [start, end] = editable.selection;
  if (field.value !== editable.text) field.value = editable.text;
  if (field.selectionStart !== start || field.selectionEnd !== end) field.setSelectionRange(start, end);
  active.lastText = editable.text;
  active.lastSelection = `${start},${end}`;
}

// Sends what changed: the whole text (when it changed, or always when a composition ends, to
// commit the server's marked text) and the selection.
function sendEdit(textMayHaveChanged, commitsComposition = false) {
  const { node, field } = active;
  const selection = [field.selectionStart ?? 0, field.selectionEnd ?? 0];
  const textChanged = commitsComposition || (textMayHaveChanged && field.value !== active.lastText);
  const selectionKey = selection.join(',');
  if (!textChanged && selectionKey === active.lastSelection) return;
  const message = { type: 'text', id: node.id, seq: sentSeq + 1, selection };
  // The base is the text this edit changed: the server may have refused an earlier edit in it.
  if (textChanged) Object.assign(message, { text: field.value, base: active.lastText ?? '' });
  if (!send(message)) return;
  sentSeq += 1;
  if (textChanged) unanswered.push({ seq: message.seq, base: message.base, text: message.text });
  active.lastText = field.value;
  active.lastSelection = selectionKey;
}

// Sends the composing text as the server's marked text: the whole value, the range the
// composition occupies in it, and the selection (the IME's caret within the composition).
function sendComposition() {
  const { node, field, compositionStart: start, composition } = active;
  const end = start + composition.length;
  // A value that does not hold the composition where it began is left to compositionend.
  if (field.value.slice(start, end) !== composition) return;
  const message = {
    type: 'text', id: node.id, seq: sentSeq + 1, text: field.value, base: active.lastText ?? '',
    selection: [field.selectionStart ?? end, field.selectionEnd ?? end], marked: [start, end],
  };
  if (!send(message)) return;
  sentSeq += 1;
  unanswered.push({ seq: message.seq, base: message.base, text: message.text });
  active.lastText = field.value;
  active.lastSelection = message.selection.join(',');
}

// Shows `serverText`, the server's answer to an earlier edit, with the unanswered edits applied
// as the server will apply them (TextBuffer.replacement), the caret kept at the same distance
// from the end. An element that already shows the result is not touched.
function rebase(serverText) {
  const { field } = active;
  let text = serverText;
  for (const edit of unanswered) text = applyEdit(text, edit.base, edit.text);
  if (text === field.value) return;
  const fromEnd = field.value.length - (field.selectionEnd ?? field.value.length);
  const caret = Math.max(0, text.length - fromEnd);
  field.value = text;
  field.setSelectionRange(caret, caret);
  active.lastText = text;
  active.lastSelection = `${caret},${caret}`;
}

// The change from `from` to `to` as one replacement: UTF-16 location and length in `from`, and
// the replacing string, from the common prefix and suffix of code points.
function difference(from, to) {
  const old = Array.from(from);
  const next = Array.from(to);
  let prefix = 0;
  while (prefix < old.length && prefix < next.length && old[prefix] === next[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < old.length - prefix && suffix < next.length - prefix
    && old[old.length - 1 - suffix] === next[next.length - 1 - suffix]) suffix += 1;
  return {
    location: old.slice(0, prefix).join('').length,
    length: old.slice(prefix, old.length - suffix).join('').length,
    replacement: next.slice(prefix, next.length - suffix).join(''),
  };
}

// The page's edit from `base` to `to`, applied to `text` where `base` still holds a change the
// server refused: an edit after (or before) that change lands after (or before) it; one that
// overlaps it gives the page's whole text.
function applyEdit(text, base, to) {
  if (base === text) return to;
  const edit = difference(base, to);
  const divergence = difference(text, base);
  const divergenceEndInBase = divergence.location + divergence.replacement.length;
  let location = null;
  if (edit.location >= divergenceEndInBase) {
    location = edit.location - divergence.replacement.length + divergence.length;
  } else if (edit.location + edit.length <= divergence.location) {
    location = edit.location;
  }
  if (location === null || location + edit.length > text.length) return to;
  return text.slice(0, location) + edit.replacement + text.slice(location + edit.length);
}

function setAttributes(element, attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) element.removeAttribute(name);
    else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

// A touch device's on-screen keyboard shrinks the visual viewport (the page asks for
// `interactive-widget=resizes-visual`, so the layout viewport keeps its size). Its height is
// reported while an editor has the focus; a desktop browser has none and reports nothing.
function watchKeyboard() {
  const viewport = window.visualViewport;
  if (!viewport) return;
  let reported = 0;
  const report = () => {
    const focused = active !== null && document.activeElement === active.field;
    const covered = window.innerHeight - viewport.height - viewport.offsetTop;
    const height = focused ? Math.max(0, Math.round(covered)) : 0;
    if (height === reported) return;
    if (send({ type: 'keyboard', height })) reported = height;
  };
  viewport.addEventListener('resize', report);
  viewport.addEventListener('scroll', report);
  document.addEventListener('focusin', report);
  document.addEventListener('focusout', () => setTimeout(report, 0));
}
