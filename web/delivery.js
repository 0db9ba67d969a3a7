// Delivers input exactly once across dropped connections (docs/protocol.md, "Losing the
// network"): every input message gets the next number (`in`) and is kept until the server says
// it handled that number (a patch's, `handled`'s or `welcome`'s `in`). While the socket is
// down, input waits here; after a reconnect the server's `welcome` says what it already had,
// and the rest is sent again, in order. The server handles each number once.

const INPUT_TYPES = new Set(['touch', 'key', 'text', 'return', 'keyboard']);
const MAX_PENDING = 2000;

/**
 * Numbers and keeps input; `transmit(message)` sends one message if the socket is open.
 * `send` returns an input's number (or whether another message was sent).
 */
export function createDelivery(transmit, refuse) {
  let last = 0; // the last number given
  let pending = []; // input not yet confirmed, oldest first
  // Pointers the server cancelled when the connection dropped: their later touches are not sent.
  const cancelled = new Set();
  const active = new Set(); // pointers down, as far as the touches sent say

  function send(message) {
    if (!INPUT_TYPES.has(message.type)) return transmit(message);
    if (message.type === 'touch') track(message);
    if (message.type === 'touch' && touchesOf(message).some((id) => cancelled.has(id))) {
      if (message.phase === 'ended' || message.phase === 'cancelled') touchesOf(message).forEach((id) => cancelled.delete(id));
      return true;
    }
    if (pending.length >= MAX_PENDING) {
      refuse('the connection has been down too long; this input was not delivered');
      return false;
    }
    const numbered = { ...message, in: ++last };
    pending.push(numbered);
    transmit(numbered);
    return numbered.in;
  }

  /** The server has handled every input up to `number`. */
  function confirm(number) {
    if (!Number.isInteger(number)) return;
    while (pending.length > 0 && pending[0].in <= number) pending.shift();
  }

  /** A (re)connection was welcomed: numbering goes on from the server's, and what it lacks is sent again. */
  function resume(handled) {
    confirm(handled);
    last = Math.max(last, handled);
    // A touch that began before the drop was cancelled on the server: its later phases are not
    // sent, and neither is anything more from that pointer until it lifts.
    const began = new Set(pending.filter((m) => m.type === 'touch' && m.phase === 'began').flatMap(touchesOf));
    const resent = [];
    for (const message of pending) {
      const orphan = message.type === 'touch' && touchesOf(message).some((id) => !began.has(id));
      if (orphan) {
        touchesOf(message).forEach((id) => cancelled.add(id));
        if (message.phase === 'ended' || message.phase === 'cancelled') touchesOf(message).forEach((id) => cancelled.delete(id));
        continue;
      }
      resent.push(message);
    }
    pending = resent;
    for (const message of pending) transmit(message);
  }

  function track(message) {
    for (const id of touchesOf(message)) {
      if (message.phase === 'began') active.add(id);
      else if (message.phase === 'ended' || message.phase === 'cancelled') active.delete(id);
    }
  }

  /** The socket dropped: the server cancels the touches it had, so pointers down now whose
   * `began` it already handled send nothing more until they lift. */
  function dropped() {
    const pendingBegan = new Set(pending.filter((m) => m.type === 'touch' && m.phase === 'began').flatMap(touchesOf));
    for (const id of active) if (!pendingBegan.has(id)) cancelled.add(id);
  }

  return { send, confirm, resume, dropped, get pendingCount() { return pending.length; } };
}

function touchesOf(message) {
  return (message.touches ?? []).map((touch) => touch.id);
}
