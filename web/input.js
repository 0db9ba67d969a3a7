// Forwards pointer input on the scene to the server as touches
// (docs/protocol.md, "touch"): positions in page CSS pixels, which are window
// points; the mouse is one touch. The server hit-tests; the page does not, but
// shows at once what the server said a touch-down on that node will show.
import { predictPress } from './prediction.js';

let cancelHook = () => {};

/** Cancels a pointer's touch for the app, as when a scroll takes it (a pull to refresh). */
export function cancelPointer(pointerId) {
  cancelHook(pointerId);
}

/** Sends a `touch` message through `send` for each pointer event on `surface`. */
export function forwardInput(surface, send) {
  const down = new Set();
  const last = new Map();

  function touch(phase, event) {
    return send({
      type: 'touch',
      phase,
      touches: [{ id: event.pointerId, x: event.clientX, y: event.clientY }],
      timestamp: event.timeStamp,
    });
  }

  surface.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (down.has(event.pointerId)) return;
    down.add(event.pointerId);
    predictPress(event.target, touch('began', event));
    capture(surface, event.pointerId);
  });
  surface.addEventListener('pointermove', (event) => {
    if (!down.has(event.pointerId)) return;
    last.set(event.pointerId, event);
    touch('moved', event);
  });
  surface.addEventListener('pointerup', (event) => {
    last.delete(event.pointerId);
    if (down.delete(event.pointerId)) touch('ended', event);
  });
  surface.addEventListener('pointercancel', (event) => {
    last.delete(event.pointerId);
    if (down.delete(event.pointerId)) touch('cancelled', event);
  });
  cancelHook = (pointerId) => {
    const event = last.get(pointerId);
    last.delete(pointerId);
    if (event && down.delete(pointerId)) touch('cancelled', event);
  };
}

// Capture keeps a dragged pointer's moves and its release coming to the scene
// even outside the page; a pointer that is no longer active cannot be captured.
function capture(surface, pointerId) {
  try {
    surface.setPointerCapture(pointerId);
  } catch (error) {
    console.warn('uikit: pointer capture failed:', error.message);
  }
}
