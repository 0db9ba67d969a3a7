// Tells the server about the page's environment (docs/protocol.md, "viewport" and
// "lifecycle"): the viewport's size, pixel ratio, colour scheme and text size, and whether
// the page is shown and focused. The server turns these into traits and the scene's lifecycle.

const DARK = '(prefers-color-scheme: dark)';

/** The viewport as the hello and viewport messages describe it. */
export function viewport() {
  return {
    width: window.innerWidth,
    height: window.innerHeight,
    scale: window.devicePixelRatio,
    style: window.matchMedia(DARK).matches ? 'dark' : 'light',
    ...orientation(),
    ...textSize(),
  };
}

// The browser's text size setting: the root element's font size in CSS pixels (16 by
// default), which the server maps to a Dynamic Type content size category.
function textSize() {
  const size = parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? { textSize: size } : {};
}

// The text size has no change event: an element 1rem wide changes width when it changes.
function watchTextSize(onChange) {
  if (typeof ResizeObserver !== 'function') return;
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:fixed;visibility:hidden;pointer-events:none;width:1rem;height:0;top:0;left:0';
  document.body.append(probe);
  new ResizeObserver(onChange).observe(probe);
}

// screen.orientation.type, where the browser has it and it agrees with the viewport's shape: a
// desktop window's shape is its own, whatever the monitor's orientation; the type then only
// tells which way round a rotated device is held.
function orientation() {
  const type = window.screen?.orientation?.type;
  if (typeof type !== 'string') return {};
  const landscape = window.innerWidth > window.innerHeight;
  return type.startsWith('landscape') === landscape ? { orientation: type } : {};
}

// A shown page is active until it loses focus; a hidden one is in the background.
function lifecycleState(focused) {
  if (document.visibilityState === 'hidden') return 'background';
  return focused ? 'active' : 'inactive';
}

/**
 * Sends `viewport` and `lifecycle` messages through `send` when they change. Returns
 * `{ connected }`, to call once a (re)connected server said welcome: it assumes the scene is
 * active and the viewport the hello gave, so only a hidden page needs saying so.
 */
export function watchEnvironment(send) {
  let lastViewport = JSON.stringify(viewport());
  let focused = true;
  let lastState = lifecycleState(focused);
  let resizeTimer = null;

  function sendViewport() {
    const current = viewport();
    const key = JSON.stringify(current);
    if (key === lastViewport) return;
    lastViewport = key;
    send({ type: 'viewport', ...current });
  }

  function sendLifecycle() {
    const state = lifecycleState(focused);
    if (state === lastState) return;
    lastState = state;
    send({ type: 'lifecycle', state });
  }

  // Resizes come in bursts while a window is dragged: send the size it settles on.
  window.addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(sendViewport, 60);
  });
  window.matchMedia(DARK).addEventListener('change', sendViewport);
  window.screen?.orientation?.addEventListener?.('change', sendViewport);
  watchPixelRatio(sendViewport);
  watchTextSize(sendViewport);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') focused = true;
    sendLifecycle();
  });
  window.addEventListener('focus', () => { focused = true; sendLifecycle(); });
  window.addEventListener('blur', () => { focused = false; sendLifecycle(); });

  return {
    connected() {
      lastViewport = JSON.stringify(viewport());
      lastState = 'active';
      sendLifecycle();
    },
  };
}

// The pixel ratio changes when the page moves to another screen or is zoomed; a media query
// for the current ratio fires once when it no longer matches.
function watchPixelRatio(onChange) {
  const query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
  query.addEventListener('change', () => {
    onChange();
    watchPixelRatio(onChange);
  }, { once: true });
}
