// Forwards pointer input on the scene to the server as touches
// (docs/protocol.md, "touch"): positions in page CSS pixels, which are window
// points; the mouse is one touch. The server hit-tests; the page does not, but
// shows at once what the server said a touch-down on that node will show.
import { predictPress } from './prediction.js';

/** Sends a `touch` message through `send` for each pointer event on `surface`. */
export function forwardInput(surface, send) {
  const down = new Set();

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
    if (down.has(event.pointerId)) touch('moved', event);
  });
  surface.addEventListener('pointerup', (event) => {
    if (down.delete(event.pointerId)) touch('ended', event);
  });
  surface.addEventListener('pointercancel', (event) => {
    if (down.delete(event.pointerId)) touch('cancelled', event);
  });
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
