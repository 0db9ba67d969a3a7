// Edits text in real page elements (docs/protocol.md, "editable" and "text"): while a node
// has an `editable` property, an <input> (or a <textarea> for multiline text) sits over the
// node's text rectangle and has the focus, so the browser's keyboard, input methods, selection
// and clipboard work. Each change goes to the server as a `text` message; the server's text is
// the truth, and its `editable` replaces the element's value once it has seen the page's
// latest edit (`seq`). During an IME composition each update goes with the range of the
// composing text (`marked`), which the server holds as marked text; the page's value is never
// replaced until the composition ends, and the committed text goes at compositionend.

let send = () => false;
let sentSeq = 0; // the last edit sent for the view being edited
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
  if (active && (active.node !== node || active.multiline !== editable.multiline)) stop();
  if (!active) start(node, editable);
  update(editable);
}

function start(node, editable) {
  const field = document.createElement(editable.multiline ? 'textarea' : 'input');
  field.className = 'editor';
  active = { node, field, multiline: editable.multiline, composing: false, lastText: null, lastSelection: null };
  // The server counts edits per view: a new element starts from the server's text and count.
  sentSeq = editable.seq;
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
  // The node may not be in the page yet while a patch is applied.
  queueMicrotask(() => {
    if (active?.field === field && field.isConnected) field.focus({ preventScroll: true });
  });
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
  const { family = 'system', size = 17, weight = 400 } = editable.font ?? {};
  Object.assign(field.style, {
    left: `${x}px`,
    top: `${y}px`,
    width: `${width}px`,
    height: `${height}px`,
    fontFamily: family === 'system' ? '' : `"${family.replace(/["\\]/g, '\\$&')}", var(--system-font)`,
    fontSize: `${size}px`,
    fontWeight: String(weight),
    color: editable.color,
    textAlign: editable.align,
  });
  // Mid-composition, or with edits the server has not seen yet, the page's value is newer.
  if (active.composing || editable.seq < sentSeq) return;
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
  active.lastText = field.value;
  active.lastSelection = message.selection.join(',');
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
