// Plays the animations a patch names (docs/protocol.md, "Animations"): the patch holds the final
// state, as UIKit's model does, and the page shows the way there. A node that moves slides from
// where it was to where the patch puts it (measured before and after, then animated back from
// the difference); a node that appears fades or slides in; a node that leaves is shown leaving
// by an inert image of it, since the patch has already taken it away. Elements are animated
// with the Web Animations API, on top of their own transform and opacity.
//
// A view animation (`properties`, UIKit's `UIView.animate`) plays a node's frame, opacity,
// background, transform and corner radius from the values the patch names to those it gives
// (or, when the node is already animating or the app asked to begin from the current state,
// from what the page shows now), with the animation's delay, curve and repetition. With
// `keyframes` (UIKit's keyframe animations, Core Animation's layer animations) it plays those
// values instead; a layer animation has a `key`, and its `fill` says whether its values stay.
// `seek` holds a node's view animation at a moment of its time (a paused or scrubbed
// `UIViewPropertyAnimator`) and `play` lets it go on, forwards or backwards; they move a node's
// coming, leaving and transition animations too (a navigation bar's cross-fade that follows an
// interactive pop), and a leaving copy played back to its start stays until `cancel`. A `transition`
// shows the node's old look, copied before the patch, giving way to the new one (UIKit's
// `UIView.transition`): flipping, curling (a page peeled off, approximated by a moving clip)
// or dissolving.

import { cssMatrix } from './elements.js';

const px = (value) => `${value}px`;

// Each animatable property's styles for a value as the wire gives it.
const PROPERTY_STYLES = {
  frame(value) {
    const [x, y, width, height] = value ?? [0, 0, 0, 0];
    return { left: px(x), top: px(y), width: px(width), height: px(height) };
  },
  alpha: (value) => ({ opacity: value === null ? '1' : String(value) }),
  background: (value) => ({ backgroundColor: value ?? 'rgba(0, 0, 0, 0)' }),
  transform: (value) => ({ transform: value ? cssMatrix(value) : 'none' }),
  border: (value) => ({ outline: value ? `${px(value.width)} solid ${value.color}` : '0px solid transparent',
                        outlineOffset: px(value ? -value.width : 0) }),
  shadow: (value) => ({ boxShadow: value ? `${px(value.offset[0])} ${px(value.offset[1])} ${px(value.radius)} ${value.color}` : 'none' }),
  strokeStart: (value) => ({ '--stroke-start': String(value ?? 0) }),
  strokeEnd: (value) => ({ '--stroke-end': String(value ?? 1) }),
  radius(value) {
    if (value === null || typeof value === 'number') return { borderRadius: px(value ?? 0) };
    const corner = (bit) => ((value.corners & bit) ? px(value.radius) : '0px');
    return { borderRadius: `${corner(1)} ${corner(2)} ${corner(8)} ${corner(4)}` };
  },
};

// What a style is when the node's own style leaves it out.
const STYLE_DEFAULTS = {
  opacity: '1', backgroundColor: 'rgba(0, 0, 0, 0)', transform: 'none', borderRadius: '0px',
  outline: '0px solid transparent', outlineOffset: '0px', boxShadow: 'none',
  '--stroke-start': '0', '--stroke-end': '1',
};

const VIEW_ANIMATION = 'uikit-view';

const layerAnimationID = (key) => `uikit-layer:${key}`;

function runningViewAnimations(element) {
  return element.getAnimations().filter((animation) => animation.id === VIEW_ANIMATION);
}

function cancelRunning(element, key) {
  const id = key === undefined ? VIEW_ANIMATION : layerAnimationID(key);
  for (const running of element?.getAnimations() ?? []) if (running.id === id) running.cancel();
}

// The coming, leaving and transition animations of each node id, while they play: a `seek` or
// `play` moves them with the node's view animations, even once the node has left the page.
const passing = new Map();

function track(id, played) {
  if (!passing.has(id)) passing.set(id, new Set());
  passing.get(id).add(played);
  const untrack = () => {
    passing.get(id)?.delete(played);
    if (passing.get(id)?.size === 0) passing.delete(id);
  };
  // Played back to its start, it waits for its `cancel`.
  played.finished.then(() => { if (played.playbackRate >= 0) untrack(); }, untrack);
  return played;
}

function passingAnimations(id) {
  return [...(passing.get(id) ?? [])];
}

// Only what a `seek` or `play` moved back: a node's own coming or leaving plays on.
function cancelPassing(id) {
  for (const played of passingAnimations(id)) if (played.playbackRate < 0 || played.playState === 'paused') played.cancel();
}

function stylesFrom(values) {
  const styles = {};
  for (const [key, value] of Object.entries(values ?? {})) Object.assign(styles, PROPERTY_STYLES[key]?.(value) ?? {});
  return styles;
}

const SLIDES = {
  left: (rect) => `translate(${-rect.width}px, 0)`,
  right: (rect) => `translate(${rect.width}px, 0)`,
  top: (rect) => `translate(0, ${-rect.height}px)`,
  bottom: (rect) => `translate(0, ${rect.height}px)`,
};

function timing(animation) {
  return { duration: animation.duration * 1000, easing: animation.curve, fill: 'none' };
}

// A person who asked their system for less motion sees every change at once.
const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');

/** Measures what the patch's animations start from, before its operations apply. */
export function beforePatch(animations, nodes) {
  const started = new Map();
  if (reducedMotion?.matches) return { animations: [], started };
  for (const animation of animations) {
    if (animation.kind === 'cancel' && animation.key === undefined) cancelPassing(animation.id);
    const node = nodes.get(animation.id);
    if (!node || !node.element.isConnected) continue;
    if (animation.kind === 'move') started.set(animation.id, { from: node.element.getBoundingClientRect() });
    else if (animation.kind === 'disappear') started.set(animation.id, { ghost: ghostOf(node.element) });
    else if (animation.kind === 'cancel') cancelRunning(node.element, animation.key);
    else if (animation.kind === 'properties' && animation.key === undefined && !animation.keyframes.length) {
      started.set(animation.id, { shown: shownStyles(node.element, animation) });
    } else if (animation.kind === 'transition') started.set(animation.id, { ghost: ghostOf(node.element) });
  }
  return { animations, started };
}

/** Plays the patch's animations, once its operations applied. A node to move that was not in
 * the page before the patch (made, or brought back for reuse) comes in fading instead. */
export function afterPatch({ animations, started }, nodes) {
  for (const animation of animations) {
    const node = nodes.get(animation.id);
    const before = started.get(animation.id);
    switch (animation.kind) {
      case 'move':
        if (before?.from) slide(node, before.from, animation);
        else if (node) appear(node, { ...animation, style: 'fade' });
        break;
      case 'appear':
        if (node) appear(node, animation);
        break;
      case 'disappear':
        if (before?.ghost) leave(before.ghost, animation);
        break;
      case 'properties':
        if (node && animation.keyframes.length) playKeyframes(node, animation);
        else if (node) playProperties(node, animation, before?.shown);
        break;
      case 'seek':
        for (const running of scrubbed(node, animation.id)) hold(running, animation);
        break;
      case 'play':
        for (const running of scrubbed(node, animation.id)) playOn(running, animation);
        break;
      case 'transition':
        if (node && before?.ghost) transition(node.element, before.ghost, animation);
        break;
    }
  }
}

function scrubbed(node, id) {
  return [...(node ? runningViewAnimations(node.element) : []), ...passingAnimations(id)];
}

function slide(node, from, animation) {
  const element = node.element;
  if (!element.isConnected) return;
  const to = element.getBoundingClientRect();
  const dx = from.left - to.left, dy = from.top - to.top;
  if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) return;
  element.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }],
    { ...timing(animation), composite: 'add' });
}

// An inert copy of a leaving element, kept where it was until it has left.
function ghostOf(element) {
  const ghost = element.cloneNode(true);
  for (const marked of [ghost, ...ghost.querySelectorAll('[data-identifier]')]) marked.removeAttribute('data-identifier');
  ghost.setAttribute('aria-hidden', 'true');
  ghost.style.pointerEvents = 'none';
  return { element: ghost, parent: element.parentElement, rect: element.getBoundingClientRect() };
}

function leave(ghost, animation) {
  const { element, parent, rect } = ghost;
  if (!parent?.isConnected) return;
  parent.prepend(element);
  const played = animation.style === 'fade'
    ? element.animate([{ opacity: 0 }], timing(animation))
    : element.animate([{ transform: 'translate(0, 0)' }, { transform: SLIDES[animation.style](rect) }], { ...timing(animation), composite: 'add' });
  removeWhenGone(element, track(animation.id, played));
}

// A leaving copy goes when its animation ends at its end, or is cancelled; played back to its
// start (a cancelled interactive cross-fade) it stays, whole, until the patch that cancels it.
function removeWhenGone(copy, played) {
  played.finished.then(() => {
    if (played.playbackRate >= 0) copy.remove();
    else played.effect.updateTiming({ fill: 'backwards' });
  }, () => copy.remove());
}

function appear(node, animation) {
  const element = node.element;
  if (!element.isConnected) return;
  const played = animation.style === 'fade'
    ? element.animate([{ opacity: 0, offset: 0 }], timing(animation))
    : element.animate([{ transform: SLIDES[animation.style](element.getBoundingClientRect()) }, { transform: 'translate(0, 0)' }],
      { ...timing(animation), composite: 'add' });
  track(animation.id, played);
  holdWhenBack(played);
}

// A coming node played back to its start stays unseen until the patch that takes it away.
function holdWhenBack(played) {
  played.finished.then(() => {
    if (played.playbackRate < 0) played.effect.updateTiming({ fill: 'backwards' });
  }, () => {});
}

// What the page shows now of the properties a view animation changes, when it should start
// from there: the node is animating already, or the app asked to begin from the current state.
// Those running animations give way to the new one.
function shownStyles(element, animation) {
  const running = runningViewAnimations(element);
  if (!running.length && !animation.fromCurrentState) return null;
  const computed = getComputedStyle(element);
  const shown = {};
  for (const property of Object.keys(stylesFrom(animation.from))) shown[property] = styleValue(computed, property);
  for (const previous of running) previous.cancel();
  return shown;
}

// A style's value; custom properties (a shape's stroke ends) are read by name.
function styleValue(style, property) {
  return property.startsWith('--') ? style.getPropertyValue(property).trim() : style[property];
}

function playProperties(node, animation, shown) {
  const element = node.element;
  if (!element.isConnected) return;
  const from = shown ?? stylesFrom(animation.from);
  const to = {};
  for (const property of Object.keys(from)) to[property] = styleValue(element.style, property) || STYLE_DEFAULTS[property] || '';
  element.animate([from, to], {
    id: VIEW_ANIMATION,
    duration: animation.duration * 1000,
    delay: (animation.delay ?? 0) * 1000,
    easing: animation.curve,
    iterations: animation.repeat ? Infinity : (animation.autoreverse ? 2 : 1),
    direction: animation.autoreverse ? 'alternate' : 'normal',
    fill: 'backwards',
  }).id = VIEW_ANIMATION;
}

function iterationsOf(animation) {
  if (animation.repeat) return Infinity;
  return animation.iterations ?? (animation.autoreverse ? 2 : 1);
}

// Keyframes as the page plays them: each moment's styles, and the easing to the next.
function playKeyframes(node, animation) {
  const element = node.element;
  if (!element.isConnected) return;
  if (animation.key === undefined) for (const previous of runningViewAnimations(element)) previous.cancel();
  else cancelRunning(element, animation.key);
  const keyframes = animation.keyframes.map((keyframe) => ({
    ...stylesFrom(keyframe.props), offset: keyframe.offset, easing: keyframe.easing ?? 'linear',
  }));
  const played = element.animate(keyframes, {
    duration: animation.duration * 1000,
    delay: (animation.delay ?? 0) * 1000,
    easing: animation.curve,
    iterations: iterationsOf(animation),
    iterationStart: animation.iterationStart ?? 0,
    direction: animation.autoreverse ? 'alternate' : 'normal',
    fill: animation.fill,
  });
  played.id = animation.key === undefined ? VIEW_ANIMATION : layerAnimationID(animation.key);
  // A layer whose time stands still (`speed` 0) holds its animation where `delay` puts it.
  if (animation.held) played.pause();
}

// A paused animator's easing, kept while it is held in proportion to time.
const heldEasings = new WeakMap();

function hold(running, animation) {
  const timing = running.effect.getTiming();
  running.pause();
  if (animation.linear && !heldEasings.has(running)) {
    heldEasings.set(running, timing.easing);
    running.effect.updateTiming({ easing: 'linear' });
  }
  running.currentTime = animation.time * 1000;
}

function playOn(running, animation) {
  const easing = heldEasings.get(running);
  if (easing !== undefined) {
    heldEasings.delete(running);
    running.effect.updateTiming({ easing });
  }
  running.currentTime = animation.time * 1000;
  running.playbackRate = animation.rate;
  running.play();
}

const FLIPS = {
  flipLeft: ['rotateY', 1], flipRight: ['rotateY', -1], flipTop: ['rotateX', -1], flipBottom: ['rotateX', 1],
};

// The old look (a copy made before the patch) gives way to the new one.
function transition(element, ghost, animation) {
  const copy = ghost.element;
  if (!element.isConnected || ghost.parent !== element.parentElement) return;
  copy.style.pointerEvents = 'none';
  const options = { duration: animation.duration * 1000, easing: animation.curve, fill: 'none' };
  const flip = FLIPS[animation.style];
  let played;
  if (flip) {
    const [axis, sign] = flip;
    element.after(copy);
    for (const face of [element, copy]) face.style.backfaceVisibility = 'hidden';
    const turn = (degrees) => `perspective(1000px) ${axis}(${sign * degrees}deg)`;
    played = copy.animate([{ transform: turn(0) }, { transform: turn(180) }], { ...options, composite: 'add' });
    element.animate([{ transform: turn(-180) }, { transform: turn(0) }], { ...options, composite: 'add' });
    played.finished.finally(() => { element.style.backfaceVisibility = ''; });
  } else if (animation.style === 'curlUp') {
    element.after(copy);
    played = copy.animate([{ clipPath: 'inset(0 0 0 0)', transform: 'translateY(0)' },
      { clipPath: 'inset(0 0 100% 0)', transform: 'translateY(-8%)' }], { ...options, composite: 'add' });
  } else if (animation.style === 'curlDown') {
    element.before(copy);
    played = element.animate([{ clipPath: 'inset(0 0 100% 0)' }, { clipPath: 'inset(0 0 0 0)' }], options);
  } else {
    element.after(copy);
    played = copy.animate([{ opacity: 1 }, { opacity: 0 }], options);
    holdWhenBack(track(animation.id, element.animate([{ opacity: 0, offset: 0 }], options)));
  }
  removeWhenGone(copy, track(animation.id, played));
}
