// Scroll views scrolled by the page itself (docs/protocol.md, "Scrolling"): a node with a
// `scroll` property is a native scroll container holding a sizer as large as its content
// and insets; its children sit in content coordinates, shifted by the insets. The browser
// scrolls it (momentum, rubber-banding, snapping for paging) without waiting for the server,
// and the offsets go to the server at most once per animation frame, with the start of a
// drag, the finger's release and the end of deceleration. An `offset` from the server is
// where the page scrolls to; while it gets there, its own scroll events are not reported.

import { cancelPointer } from './input.js';

let send = () => false;
const pending = new Set();

/** Starts reporting scrolls through `sendMessage`. */
export function startScrolling(sendMessage) {
  send = sendMessage;
}

const px = (value) => `${value}px`;

/** Makes the node a scroll container as `config` says, or an ordinary node for `null`. */
export function applyScroll(node, config) {
  const style = node.element.style;
  if (!config) {
    node.scroll = null;
    node.sizer?.remove();
    node.sizer = null;
    node.element.classList.remove('scrolls');
    for (const name of ['overflow', 'overscrollBehavior', 'scrollSnapType', 'touchAction']) style[name] = '';
    for (const indicator of node.indicators ?? []) indicator.remove();
    node.indicators = null;
    return;
  }
  if (!node.scroll) watch(node);
  node.scroll = config;
  node.element.classList.add('scrolls');
  const [top, left, bottom, right] = config.inset;
  const [width, height] = config.content;
  if (!node.sizer) {
    node.sizer = document.createElement('div');
    node.sizer.className = 'scroll-sizer';
    node.element.prepend(node.sizer);
  }
  node.sizer.style.width = px(left + width + right);
  node.sizer.style.height = px(top + height + bottom);
  style.overflow = config.enabled ? 'auto' : 'hidden';
  // A finger pans the content only along the axes it scrolls in; moving the other way it
  // reaches the app as touches (a table row's swipe).
  const axes = config.axes ?? 'xy';
  style.touchAction = axes === 'xy' ? 'pan-x pan-y' : axes === 'x' ? 'pan-x' : axes === 'y' ? 'pan-y' : 'none';
  // Overscroll stays in the view (no scroll chaining, as on iOS); without bouncing, none at all.
  style.overscrollBehavior = config.bounces ? 'contain' : 'none';
  if (config.snap) applySnap(node, config.snap); else applyPaging(node, config.paging);
}

// Group paging (a collection view section that scrolls across): a snap point at every group,
// `interval` apart from `start`, where a group's leading edge or its middle comes to rest.
function applySnap(node, snap) {
  node.pages?.remove();
  const { interval, start, size, align } = snap;
  const [contentWidth] = node.scroll.content;
  node.element.style.scrollSnapType = 'x mandatory';
  const pages = document.createElement('div');
  pages.className = 'scroll-pages';
  for (let index = 0; interval > 0 && index * interval < contentWidth && index < 10_000; index += 1) {
    const page = document.createElement('div');
    const centered = align === 'center';
    // A leading edge rests where the first group starts; a middle, at the view's middle.
    page.style.left = px(centered ? start + index * interval : index * interval);
    page.style.width = px(centered ? size : 1);
    page.style.height = px(1);
    page.style.scrollSnapAlign = centered ? 'center' : 'start';
    pages.append(page);
  }
  node.pages = pages;
  node.element.prepend(pages);
}

// Pull to refresh: a finger (or a wheel turned up) pulling the content down past its top by more
// than PULL_THRESHOLD points tells the server, whose refresh control starts refreshing. The
// browser does not overscroll, so the page shows the pull with an indicator of its own.
const PULL_THRESHOLD = 80;

/** Whether a finger on `target` moves a view that takes it in every direction (`grab`), not the content. */
function grabs(target, container) {
  for (let current = target; current && current !== container; current = current.parentElement) {
    if (current.style?.touchAction === 'none') return true;
  }
  return false;
}

function watchPull(node) {
  const element = node.element;
  let pull = null;
  let wheelPull = 0;
  let wheelTimer = 0;
  const indicator = () => {
    if (!node.pullIndicator) {
      node.pullIndicator = document.createElement('div');
      node.pullIndicator.className = 'pull-indicator';
      element.append(node.pullIndicator);
    }
    return node.pullIndicator;
  };
  const show = (distance) => {
    const shown = indicator();
    shown.style.top = px(element.scrollTop + (node.scroll?.inset[0] ?? 0) + Math.min(distance, PULL_THRESHOLD * 1.5) / 2 - 12);
    shown.classList.toggle('armed', distance >= PULL_THRESHOLD);
    shown.classList.add('visible');
  };
  const hide = () => node.pullIndicator?.classList.remove('visible');
  const refresh = () => {
    hide();
    send({ type: 'refresh', id: node.id });
  };
  // Touch events go on arriving while the browser pans (pointer events stop there), so the
  // pull is followed with them; the finger's pointer is the last touch pointer that went down.
  let pointerId = null;
  element.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'touch') pointerId = event.pointerId;
  });
  element.addEventListener('touchstart', (event) => {
    if (event.touches.length !== 1 || !node.scroll?.refresh || grabs(event.target, element)) return;
    pull = { y: event.touches[0].clientY, distance: 0, cancelled: false, pointerId };
  }, { passive: true });
  element.addEventListener('touchmove', (event) => {
    if (!pull || event.touches.length !== 1) return;
    const y = event.touches[0].clientY;
    if (element.scrollTop > 0) {
      pull.y = y;
      return;
    }
    pull.distance = y - pull.y;
    if (pull.distance <= 10) return;
    // The pull takes the finger from the content, as a scroll does.
    if (!pull.cancelled) {
      pull.cancelled = true;
      if (pull.pointerId !== null) cancelPointer(pull.pointerId);
    }
    show(pull.distance);
  }, { passive: true });
  const release = () => {
    if (!pull) return;
    const pulled = pull.distance >= PULL_THRESHOLD && node.scroll?.refresh;
    pull = null;
    if (pulled) refresh(); else hide();
  };
  element.addEventListener('touchend', release, { passive: true });
  element.addEventListener('touchcancel', release, { passive: true });
  element.addEventListener('wheel', (event) => {
    if (!node.scroll?.refresh || element.scrollTop > 0 || event.deltaY >= 0) return;
    wheelPull -= event.deltaY;
    clearTimeout(wheelTimer);
    wheelTimer = setTimeout(() => { wheelPull = 0; hide(); }, 400);
    if (wheelPull >= 3 * PULL_THRESHOLD) {
      wheelPull = -Infinity;
      refresh();
    } else if (wheelPull > 0) {
      show(wheelPull / 3);
    }
  }, { passive: true });
}

/** Scrolls the node to the content offset the server set. */
export function applyOffset(node, offset) {
  node.wantedOffset = offset ?? [0, 0];
  node.offsetAnimated = !Array.isArray(offset) && offset !== null && offset.animated;
  pending.add(node);
}

/** Scrolls the nodes whose offsets changed, once they are in the page (after a snapshot or patch). */
export function applyPendingOffsets() {
  for (const node of pending) {
    if (!node.element.isConnected || !node.scroll) continue;
    const [x, y] = Array.isArray(node.wantedOffset) ? node.wantedOffset : node.wantedOffset.to;
    const [top, left] = node.scroll.inset;
    const target = [x + left, y + top];
    node.knownOffset = [x, y];
    if (Math.abs(node.element.scrollLeft - target[0]) < 0.5 && Math.abs(node.element.scrollTop - target[1]) < 0.5) continue;
    // The page's own scroll events are not reported until this scroll ends (or a finger or wheel
    // takes over, or a second has passed).
    node.programmatic = { until: performance.now() + 1000 };
    node.element.scrollTo({ left: target[0], top: target[1], behavior: node.offsetAnimated ? 'smooth' : 'instant' });
  }
  pending.clear();
}

// iOS's scroll indicators, drawn over the content while it scrolls (the browser's own scroll
// bars are hidden: they would take room from the content).
const INDICATOR_FADE_MS = 500;

function showIndicators(node) {
  const [showsX, showsY] = node.scroll?.indicators ?? [false, false];
  if (!showsX && !showsY) return;
  if (!node.indicators) {
    node.indicators = ['x', 'y'].map((axis) => {
      const indicator = document.createElement('div');
      indicator.className = `scroll-indicator ${axis}`;
      node.element.append(indicator);
      return indicator;
    });
  }
  const element = node.element;
  const [width, height] = [element.clientWidth, element.clientHeight];
  const [totalWidth, totalHeight] = [element.scrollWidth, element.scrollHeight];
  const [x, y] = node.indicators;
  const place = (indicator, shows, viewport, total, position, vertical) => {
    if (!shows || total <= viewport + 1) {
      indicator.classList.remove('visible');
      return;
    }
    const inset = 3;
    const track = viewport - 2 * inset;
    const length = Math.max(36, track * viewport / total);
    const fraction = Math.min(Math.max(position / (total - viewport), 0), 1);
    const along = position + inset + fraction * (track - length);
    indicator.style.width = px(vertical ? 3 : length);
    indicator.style.height = px(vertical ? length : 3);
    indicator.style.left = px(vertical ? element.scrollLeft + width - 6 : along);
    indicator.style.top = px(vertical ? along : element.scrollTop + height - 6);
    indicator.classList.add('visible');
  };
  place(x, showsX, width, totalWidth, element.scrollLeft, false);
  place(y, showsY, height, totalHeight, element.scrollTop, true);
  clearTimeout(node.indicatorTimer);
  node.indicatorTimer = setTimeout(() => {
    for (const indicator of node.indicators ?? []) indicator.classList.remove('visible');
  }, INDICATOR_FADE_MS);
}

// Paging: a snap point at every page of the scrollable axis.
function applyPaging(node, paging) {
  const style = node.element.style;
  node.pages?.remove();
  node.pages = null;
  if (!paging) {
    style.scrollSnapType = '';
    return;
  }
  const [width, height] = node.size ?? [0, 0];
  const [contentWidth, contentHeight] = node.scroll.content;
  const horizontal = contentWidth > width;
  const size = horizontal ? width : height;
  const extent = horizontal ? contentWidth : contentHeight;
  style.scrollSnapType = `${horizontal ? 'x' : 'y'} mandatory`;
  const pages = document.createElement('div');
  pages.className = 'scroll-pages';
  for (let index = 0; size > 0 && index * size < extent && index < 10_000; index += 1) {
    const page = document.createElement('div');
    page.style.left = px(horizontal ? index * size : 0);
    page.style.top = px(horizontal ? 0 : index * size);
    page.style.width = px(horizontal ? size : 1);
    page.style.height = px(horizontal ? 1 : size);
    pages.append(page);
  }
  node.pages = pages;
  node.element.prepend(pages);
}

// The page's own scrolling of the node, reported as a user's scroll.
// Pinch to zoom (docs/protocol.md, "zoom"): two fingers on a node whose `scroll` has `zoom`
// send the scale since the pinch began and the point between the fingers, in content
// coordinates, at most once per animation frame; the server scales the content about it.
function watchPinch(node) {
  const element = node.element;
  let pinch = null;
  let frame = 0;
  const pointers = new Set();
  element.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'touch') pointers.add(event.pointerId);
  });
  const forget = (event) => pointers.delete(event.pointerId);
  element.addEventListener('pointerup', forget);
  element.addEventListener('pointercancel', forget);
  const measure = (touches) => {
    const [a, b] = [touches[0], touches[1]];
    const rect = element.getBoundingClientRect();
    const [x, y] = offsetOf(node);
    return {
      distance: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
      center: [x + (a.clientX + b.clientX) / 2 - rect.left, y + (a.clientY + b.clientY) / 2 - rect.top],
    };
  };
  const sendZoom = (phase) => {
    send({ type: 'zoom', id: node.id, scale: pinch.scale, center: pinch.center, phase });
  };
  element.addEventListener('touchstart', (event) => {
    if (!node.scroll?.zoom || event.touches.length !== 2 || pinch) return;
    const { distance, center } = measure(event.touches);
    if (distance < 1) return;
    pinch = { start: distance, scale: 1, center, began: false };
    // The fingers pinch the content: the app's touches for them end, as a scroll's do.
    for (const pointerId of pointers) cancelPointer(pointerId);
  }, { passive: true });
  element.addEventListener('touchmove', (event) => {
    if (!pinch || event.touches.length < 2) return;
    const { distance, center } = measure(event.touches);
    pinch.scale = distance / pinch.start;
    pinch.center = center;
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      if (!pinch) return;
      sendZoom(pinch.began ? 'changed' : 'began');
      pinch.began = true;
    });
  }, { passive: true });
  const release = (event) => {
    if (!pinch || event.touches.length >= 2) return;
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    if (pinch.began) sendZoom('ended');
    pinch = null;
  };
  element.addEventListener('touchend', release, { passive: true });
  element.addEventListener('touchcancel', release, { passive: true });
}

function watch(node) {
  const element = node.element;
  watchPull(node);
  watchPinch(node);
  node.touches = 0;
  node.dragging = false;
  node.decelerating = false;
  node.samples = [];
  let frame = 0;
  element.addEventListener('scroll', () => {
    showIndicators(node);
    if (node.programmatic && performance.now() < node.programmatic.until) return;
    node.programmatic = null;
    if (!frame) {
      frame = requestAnimationFrame(() => {
        frame = 0;
        // Where the server already knows the content is, there is nothing to report.
        if (!node.dragging && !node.decelerating && isAtKnownOffset(node)) return;
        report(node, node.dragging || node.decelerating ? 'moved' : 'began');
      });
    }
  }, { passive: true });
  const takeOver = () => { node.programmatic = null; };
  element.addEventListener('wheel', takeOver, { passive: true });
  element.addEventListener('touchstart', () => { node.touches += 1; takeOver(); }, { passive: true });
  const lift = () => {
    node.touches = Math.max(0, node.touches - 1);
    if (node.touches > 0 || !node.dragging) return;
    const velocity = velocityOf(node);
    const decelerates = Math.hypot(velocity[0], velocity[1]) > 0.05;
    report(node, 'released', { velocity, decelerates });
  };
  element.addEventListener('touchend', lift, { passive: true });
  element.addEventListener('touchcancel', lift, { passive: true });
  element.addEventListener('scrollend', () => {
    if (node.programmatic) {
      node.programmatic = null;
      return;
    }
    if (!node.dragging && !node.decelerating && isAtKnownOffset(node)) return;
    if (frame) {
      cancelAnimationFrame(frame);
      frame = 0;
      if (!node.dragging && !node.decelerating) report(node, 'began');
    }
    if (node.dragging && node.touches === 0) {
      report(node, 'released', { velocity: [0, 0], decelerates: false });
    } else if (node.decelerating) {
      report(node, 'ended');
    }
  });
}

// The content offset the page shows now: the scroll position less the insets.
function offsetOf(node) {
  const [top, left] = node.scroll?.inset ?? [0, 0, 0, 0];
  return [node.element.scrollLeft - left, node.element.scrollTop - top];
}

function isAtKnownOffset(node) {
  const [x, y] = offsetOf(node);
  const [knownX, knownY] = node.knownOffset ?? [0, 0];
  return Math.abs(x - knownX) < 0.5 && Math.abs(y - knownY) < 0.5;
}

function report(node, phase, extra = {}) {
  const offset = offsetOf(node);
  node.knownOffset = offset;
  const now = performance.now();
  node.samples.push([now, offset]);
  while (node.samples.length > 2 && now - node.samples[0][0] > 100) node.samples.shift();
  if (phase === 'began') node.dragging = true;
  if (phase === 'released') {
    node.dragging = false;
    node.decelerating = extra.decelerates;
    node.samples = [];
  }
  if (phase === 'ended') node.decelerating = false;
  send({ type: 'scroll', id: node.id, offset, phase, ...extra });
}

// Points per millisecond over the last tenth of a second of scrolling.
function velocityOf(node) {
  const samples = node.samples;
  if (samples.length < 2) return [0, 0];
  const [t0, [x0, y0]] = samples[0];
  const [t1, [x1, y1]] = samples[samples.length - 1];
  const elapsed = t1 - t0;
  return elapsed > 0 ? [(x1 - x0) / elapsed, (y1 - y0) / elapsed] : [0, 0];
}
