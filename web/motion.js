// Plays the animations a patch names (docs/protocol.md, "Animations"): the patch holds the final
// state, as UIKit's model does, and the page shows the way there. A node that moves slides from
// where it was to where the patch puts it (measured before and after, then animated back from
// the difference); a node that appears fades or slides in; a node that leaves is shown leaving
// by an inert image of it, since the patch has already taken it away. Elements are animated
// with the Web Animations API, on top of their own transform and opacity.

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
    const node = nodes.get(animation.id);
    if (!node || !node.element.isConnected) continue;
    if (animation.kind === 'move') started.set(animation.id, { from: node.element.getBoundingClientRect() });
    else if (animation.kind === 'disappear') started.set(animation.id, { ghost: ghostOf(node.element) });
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
    }
  }
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
  played.finished.then(() => element.remove(), () => element.remove());
}

function appear(node, animation) {
  const element = node.element;
  if (!element.isConnected) return;
  if (animation.style === 'fade') {
    element.animate([{ opacity: 0, offset: 0 }], timing(animation));
  } else {
    element.animate([{ transform: SLIDES[animation.style](element.getBoundingClientRect()) }, { transform: 'translate(0, 0)' }],
      { ...timing(animation), composite: 'add' });
  }
}
