// Decodes server messages once, at the edge (docs/protocol.md). A message that
// does not match the protocol throws MalformedMessage before anything of it is
// applied, so the tree never sees half a message.

export class MalformedMessage extends Error {}

const ALIGNMENTS = ['left', 'center', 'right', 'justify'];

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);
const isString = (value) => typeof value === 'string';
const isBoolean = (value) => typeof value === 'boolean';
const isId = (value) => Number.isInteger(value) && value >= 0;
const isNumbers = (count) => (value) => Array.isArray(value) && value.length === count && value.every(isNumber);
const isBooleans = (count) => (value) => Array.isArray(value) && value.length === count && value.every(isBoolean);
const isOptional = (check) => (value) => value === undefined || check(value);

// Properties this renderer knows. Others are kept and ignored by elements.js:
// the protocol adds properties an older renderer may skip without misreading.
const PROP_CHECKS = {
  frame: isNumbers(4),
  bounds: isNumbers(2),
  background: isString,
  alpha: isNumber,
  hidden: isBoolean,
  clips: isBoolean,
  text: isString,
  font: (value) => isFont(value),
  color: isString,
  align: (value) => ALIGNMENTS.includes(value),
  runs: (value) => Array.isArray(value) && value.every(isTextLine),
  textFrame: isNumbers(4),
  textShadow: (value) => isObject(value) && isString(value.color) && isNumbers(2)(value.offset),
  label: isString,
  identifier: isString,
  role: isString,
  axValue: isString,
  axHint: isString,
  axState: isString,
  axRange: isNumbers(3),
  axActions: isString,
  tab: (value) => Number.isInteger(value) && value > 0,
  lang: isString,
  axPath: isString,
  axElements: (value) => Array.isArray(value) && value.every(isAccessibilityElement),
  transform: (value) => isNumbers(6)(value) || isNumbers(16)(value),
  sublayerTransform: isNumbers(16),
  scroll: (value) => isObject(value) && isNumbers(2)(value.content) && isNumbers(4)(value.inset)
    && isBoolean(value.enabled) && isBoolean(value.paging) && isBoolean(value.bounces) && isBooleans(2)(value.indicators)
    && isOptional((axes) => ['', 'x', 'y', 'xy'].includes(axes))(value.axes)
    && isOptional(isBoolean)(value.refresh) && isOptional(isBoolean)(value.zoom)
    && isOptional((snap) => isObject(snap) && isNumber(snap.interval) && isNumber(snap.start) && isNumber(snap.size)
      && ['start', 'center'].includes(snap.align))(value.snap),
  offset: (value) => isNumbers(2)(value) || (isObject(value) && isNumbers(2)(value.to) && isBoolean(value.animated)),
  anchor: isNumbers(2),
  radius: (value) => isNumber(value) || (isObject(value) && isNumber(value.radius) && isId(value.corners)
    && isOptional(isBoolean)(value.continuous)),
  border: (value) => isObject(value) && isNumber(value.width) && isString(value.color),
  shadow: (value) => isObject(value) && isString(value.color) && isNumbers(2)(value.offset) && isNumber(value.radius),
  z: isNumber,
  mask: isNumbers(5),
  image: (value) => isObject(value) && isString(value.src) && isNumber(value.width) && isNumber(value.height),
  contentMode: isString,
  contentsRect: isNumbers(4),
  grab: isBoolean,
  editable: (value) => isObject(value) && isString(value.text) && isNumbers(2)(value.selection) && isId(value.seq)
    && isNumbers(4)(value.frame) && isBoolean(value.multiline) && isBoolean(value.secure),
  pressed: (value) => Array.isArray(value) && value.every((prediction) => isObject(prediction) && isId(prediction.id)
    && isObject(prediction.props)),
  theme: (value) => isObject(value) && isNumbers(4)(value.color) && ['light', 'dark'].includes(value.style)
    && isOptional(isBoolean)(value.statusBarHidden),
};

const isAccessibilityElement = (value) => isObject(value) && isId(value.id) && isNumbers(4)(value.frame)
  && ['role', 'label', 'value', 'hint', 'identifier', 'lang', 'path', 'state'].every((key) => isOptional(isString)(value[key]))
  && isOptional((tab) => Number.isInteger(tab) && tab > 0)(value.tab);
const isFont = (value) => isObject(value) && isOptional(isString)(value.family)
  && isOptional(isNumber)(value.size) && isOptional(isNumber)(value.weight);
const isDecoration = (value) => isObject(value) && isString(value.style)
  && isOptional(isString)(value.pattern) && isOptional(isString)(value.color);
const isTextRun = (value) => isObject(value) && isString(value.text) && isFont(value.font) && isString(value.color)
  && isOptional(isString)(value.background) && isOptional(isNumber)(value.kern) && isOptional(isNumber)(value.baseline)
  && isOptional(isDecoration)(value.underline) && isOptional(isDecoration)(value.strikethrough)
  && isOptional(isString)(value.link)
  && isOptional((attachment) => isObject(attachment) && isString(attachment.src) && isNumber(attachment.width)
    && isNumber(attachment.height) && isNumber(attachment.y))(value.attachment);
const isTextLine = (value) => isObject(value) && Array.isArray(value.runs) && value.runs.every(isTextRun)
  && isNumber(value.height) && isOptional(isNumber)(value.spacing)
  && isOptional((align) => ALIGNMENTS.includes(align))(value.align) && isOptional(isNumber)(value.indent);

function check(condition, problem) {
  if (!condition) throw new MalformedMessage(problem);
}

/** Parses one WebSocket text frame into a checked message object. */
export function decodeServerMessage(text) {
  let message;
  try {
    message = JSON.parse(text);
  } catch (error) {
    throw new MalformedMessage(`not JSON: ${error.message}`);
  }
  check(isObject(message), 'not a JSON object');
  switch (message.type) {
    case 'welcome': return decodeWelcome(message);
    case 'snapshot': return decodeSnapshot(message);
    case 'patch': return decodePatch(message);
    case 'handled': return decodeHandled(message);
    case 'error': return decodeError(message);
    case 'open': return decodeOpen(message);
    case 'close': return { type: 'close' };
    default: throw new MalformedMessage(`unknown message type ${JSON.stringify(message.type)}`);
  }
}

function decodeWelcome(message) {
  check(message.protocol === 1, 'welcome: protocol is not 1');
  check(isString(message.session) && message.session !== '', 'welcome: session is not a string');
  check(isString(message.secret) && message.secret !== '', 'welcome: secret is not a string');
  check(isOptional(isId)(message.in), 'welcome: in is not a non-negative integer');
  // The session's language and direction (docs/locale.md); an older server sends neither.
  const lang = isString(message.lang) && /^[A-Za-z0-9-]{2,64}$/.test(message.lang) ? message.lang : undefined;
  const dir = message.dir === 'rtl' || message.dir === 'ltr' ? message.dir : undefined;
  return { type: 'welcome', session: message.session, secret: message.secret, in: message.in ?? 0, lang, dir };
}

function decodeOpen(message) {
  check(isString(message.session) && /^[0-9a-f]{32}$/.test(message.session), 'open: session is not a session id');
  check(isString(message.secret) && /^[0-9a-f]{32}$/.test(message.secret), 'open: secret is not a session secret');
  return { type: 'open', session: message.session, secret: message.secret };
}

function decodeHandled(message) {
  check(isId(message.in), 'handled: in is not a non-negative integer');
  return { type: 'handled', in: message.in };
}

function decodeError(message) {
  check(isString(message.detail), 'error: detail is not a string');
  check(isOptional(isId)(message.in), 'error: in is not a non-negative integer');
  return { type: 'error', detail: message.detail, in: message.in };
}

function decodeSnapshot(message) {
  check(isId(message.rev), 'snapshot: rev is not a non-negative integer');
  const seen = new Set();
  const root = decodeTreeNode(message.root, seen, 'snapshot.root');
  check(root.id === 0, 'snapshot: root id is not 0');
  return { type: 'snapshot', rev: message.rev, root };
}

function decodeTreeNode(node, seen, where) {
  check(isObject(node), `${where}: not an object`);
  check(isId(node.id), `${where}: id is not a non-negative integer`);
  check(!seen.has(node.id), `${where}: id ${node.id} appears twice`);
  seen.add(node.id);
  check(isString(node.kind), `${where}: kind is not a string`);
  const props = decodeProps(node.props ?? {}, `${where}.props`);
  const children = node.children ?? [];
  check(Array.isArray(children), `${where}: children is not an array`);
  return {
    id: node.id,
    kind: node.kind,
    props,
    children: children.map((child, index) => decodeTreeNode(child, seen, `${where}.children[${index}]`)),
  };
}

function decodeProps(props, where) {
  check(isObject(props), `${where}: not an object`);
  for (const [name, value] of Object.entries(props)) {
    const isKnown = Object.hasOwn(PROP_CHECKS, name);
    check(value === null || !isKnown || PROP_CHECKS[name](value), `${where}.${name}: ill-typed value ${JSON.stringify(value)}`);
  }
  return props;
}

// An announcement to speak, or the node (or null) focus moves to after a screen or layout change.
const isNotice = (value) => isObject(value) && (isString(value.announce)
  || [value.screenChanged, value.layoutChanged].some((id) => id === null || isId(id)));

function decodePatch(message) {
  check(isId(message.rev), 'patch: rev is not a non-negative integer');
  check(Array.isArray(message.ops), 'patch: ops is not an array');
  check(isOptional(isId)(message.in), 'patch: in is not a non-negative integer');
  check(message.animations === undefined || Array.isArray(message.animations), 'patch: animations is not an array');
  const vibrate = message.vibrate;
  check(vibrate === undefined || (Array.isArray(vibrate) && vibrate.length <= 32
    && vibrate.every((ms) => typeof ms === 'number' && ms >= 0 && ms <= 10_000)), 'patch: vibrate is not a list of milliseconds');
  check(message.a11y === undefined || (Array.isArray(message.a11y) && message.a11y.every(isNotice)),
    'patch: a11y is not a list of accessibility notices');
  return {
    type: 'patch', rev: message.rev, in: message.in, ops: message.ops.map(decodeOp),
    animations: (message.animations ?? []).map(decodeAnimation), vibrate, a11y: message.a11y ?? [],
  };
}

const ANIMATION_KINDS = new Set(['move', 'appear', 'disappear', 'properties', 'cancel', 'seek', 'play', 'transition']);
const FILLS = new Set(['none', 'forwards', 'backwards', 'both']);
const TRANSITION_STYLES = new Set(['flipLeft', 'flipRight', 'flipTop', 'flipBottom', 'curlUp', 'curlDown', 'dissolve']);
const ANIMATION_STYLES = new Set(['fade', 'left', 'right', 'top', 'bottom']);

function decodeAnimation(animation, index) {
  const where = `patch.animations[${index}]`;
  check(isObject(animation) && isId(animation.id), `${where}: id is not a non-negative integer`);
  check(ANIMATION_KINDS.has(animation.kind), `${where}: unknown kind ${JSON.stringify(animation.kind)}`);
  check(animation.key === undefined || isString(animation.key), `${where}: key is not a string`);
  if (animation.kind === 'cancel') return { id: animation.id, kind: 'cancel', key: animation.key };
  if (animation.kind === 'seek' || animation.kind === 'play') {
    check(isNumber(animation.time) && animation.time >= 0 && animation.time <= 3600, `${where}: time is not 0 to 3600 seconds`);
    const rate = animation.rate ?? 1;
    check(isNumber(rate) && rate !== 0 && Math.abs(rate) <= 1000, `${where}: rate is not a non-zero number`);
    return { id: animation.id, kind: animation.kind, time: animation.time, rate, linear: animation.linear === true };
  }
  if (animation.kind === 'transition') {
    check(TRANSITION_STYLES.has(animation.style), `${where}: unknown transition style ${JSON.stringify(animation.style)}`);
    check(typeof animation.duration === 'number' && animation.duration >= 0 && animation.duration <= 60, `${where}: duration is not 0 to 60 seconds`);
    return { id: animation.id, kind: 'transition', style: animation.style, duration: animation.duration,
             curve: isString(animation.curve) ? animation.curve : 'ease-in-out' };
  }
  check(ANIMATION_STYLES.has(animation.style ?? 'fade'), `${where}: unknown style ${JSON.stringify(animation.style)}`);
  check(typeof animation.duration === 'number' && animation.duration >= 0 && animation.duration <= 3600, `${where}: duration is not 0 to 3600 seconds`);
  const decoded = { id: animation.id, kind: animation.kind, style: animation.style ?? 'fade', duration: animation.duration,
                    curve: isString(animation.curve) ? animation.curve : 'ease-in-out' };
  if (animation.kind !== 'properties') return decoded;
  check(isObject(animation.from), `${where}: from is not an object`);
  const delay = animation.delay ?? 0;
  // A layer animation that began in the past (`beginTime`, `timeOffset`) has a negative delay.
  check(typeof delay === 'number' && delay >= -3600 && delay <= 3600, `${where}: delay is not -3600 to 3600 seconds`);
  const fill = animation.fill ?? 'backwards';
  check(FILLS.has(fill), `${where}: unknown fill ${JSON.stringify(fill)}`);
  const iterations = animation.iterations;
  check(iterations === undefined || (isNumber(iterations) && iterations >= 0), `${where}: iterations is not a non-negative number`);
  const iterationStart = animation.iterationStart ?? 0;
  check(isNumber(iterationStart) && iterationStart >= 0, `${where}: iterationStart is not a non-negative number`);
  const keyframes = animation.keyframes ?? [];
  check(Array.isArray(keyframes) && keyframes.length <= 256, `${where}: keyframes is not a list`);
  return { ...decoded, from: decodeProps(animation.from, `${where}.from`), delay, repeat: animation.repeat === true,
           autoreverse: animation.autoreverse === true, fromCurrentState: animation.fromCurrentState === true,
           key: animation.key, fill, iterations, iterationStart, held: animation.held === true,
           keyframes: keyframes.map((keyframe, index) => decodeKeyframe(keyframe, `${where}.keyframes[${index}]`)) };
}

function decodeKeyframe(keyframe, where) {
  check(isObject(keyframe), `${where}: not an object`);
  check(isNumber(keyframe.offset) && keyframe.offset >= 0 && keyframe.offset <= 1, `${where}: offset is not 0 to 1`);
  check(keyframe.easing === undefined || isString(keyframe.easing), `${where}: easing is not a string`);
  return { offset: keyframe.offset, props: decodeProps(keyframe.props, `${where}.props`), easing: keyframe.easing };
}

function decodeOp(op, index) {
  const where = `patch.ops[${index}]`;
  check(isObject(op), `${where}: not an object`);
  switch (op.op) {
    case 'create':
      check(isId(op.id), `${where}: id is not a non-negative integer`);
      check(isString(op.kind), `${where}: kind is not a string`);
      return { op: 'create', id: op.id, kind: op.kind, props: decodeProps(op.props ?? {}, `${where}.props`) };
    case 'move':
      check(isId(op.parent), `${where}: parent is not a non-negative integer`);
      check(Array.isArray(op.children) && op.children.every(isId), `${where}: children is not a list of ids`);
      check(new Set(op.children).size === op.children.length, `${where}: children repeats an id`);
      return { op: 'move', parent: op.parent, children: op.children };
    case 'set':
      check(isId(op.id), `${where}: id is not a non-negative integer`);
      return { op: 'set', id: op.id, props: decodeProps(op.props, `${where}.props`) };
    case 'remove':
      check(isId(op.id), `${where}: id is not a non-negative integer`);
      return { op: 'remove', id: op.id };
    default:
      throw new MalformedMessage(`${where}: unknown op ${JSON.stringify(op.op)}`);
  }
}
