// Shows what a touch going down will do before the server answers (docs/protocol.md,
// "Prediction"): a node's `pressed` property lists the properties the server will set on
// touch-down (a button's highlighted title), and the page sets them within the frame of the
// pointerdown. The server's answer to that touch (a patch, `handled` or `error` whose `in`
// reaches the touch's number) is the truth: the predicted properties go back to the server's
// values and the answer is applied at once, in one task, so a right guess never flickers and a
// wrong one (the control was disabled meanwhile) is undone.
import { setProps } from './elements.js';
import { nodeWithId } from './patch.js';

let outstanding = []; // [{ input, restore: [{ node, props }] }]

/** A pointer went down on `target` as input number `input`. */
export function predictPress(target, input) {
  const owner = pressedOwner(target);
  if (!owner || !Number.isInteger(input)) return;
  const restore = [];
  for (const { id, props } of owner.pressed) {
    const node = nodeWithId(id);
    if (!node) continue;
    const server = {};
    for (const name of Object.keys(props)) server[name] = node.values[name] ?? null;
    restore.push({ node, props: server });
    setProps(node, props);
  }
  outstanding.push({ input, restore });
  performance.mark('uikit-prediction-applied');
}

/** The server has answered every input up to `handled`: its values replace the predictions. */
export function settlePredictions(handled) {
  if (!Number.isInteger(handled) && handled !== Infinity) return;
  const settled = outstanding.filter((prediction) => prediction.input <= handled);
  if (settled.length === 0) return;
  outstanding = outstanding.filter((prediction) => prediction.input > handled);
  for (const prediction of settled.reverse()) {
    for (const { node, props } of prediction.restore) setProps(node, props);
  }
}

// The nearest node (the target's own, or an ancestor's) that has a prediction.
function pressedOwner(target) {
  for (let element = target instanceof Element ? target : null; element; element = element.parentElement) {
    if (!element.classList.contains('node')) continue;
    const node = nodeWithId(Number(element.dataset.id));
    if (node?.pressed) return node;
    if (element.id === 'scene') break;
  }
  return null;
}
