// Applies snapshots and patches to the tree of page elements, keyed by node id
// (docs/protocol.md, "Server to client"). Messages arrive already decoded by
// messages.js; an op naming a node this page does not have throws TreeMismatch.
import { createNode, setProps, childrenOf, setChildren, detach } from './elements.js';
import { applyPendingOffsets } from './scrolling.js';
import { beforePatch, afterPatch } from './motion.js';
import { playNotices } from './accessibility.js';

export class TreeMismatch extends Error {}

let host = null;
let nodes = new Map();

/** Shows the scene's root node inside `element`. */
export function mount(element) {
  host = element;
}

/** Drops the current tree and builds the snapshot's. */
export function applySnapshot(snapshot) {
  const built = new Map();
  const root = build(snapshot.root, built);
  nodes = built;
  host.replaceChildren(root.element);
  applyPendingOffsets();
}

/** Applies the patch's operations in order. */
export function applyPatch(patch) {
  const motion = beforePatch(patch.animations ?? [], nodes);
  for (const op of patch.ops) {
    OPERATIONS[op.op](op);
  }
  applyPendingOffsets();
  afterPatch(motion, nodes);
  // Haptic feedback the app gave: the browser vibrates where it can (phones), else nothing.
  if (patch.vibrate) navigator.vibrate?.(patch.vibrate);
  if (patch.a11y.length) playNotices(patch.a11y, nodeWithId);
}

/** The node with `id`, if the page has it. */
export function nodeWithId(id) {
  return nodes.get(id);
}

function build(tree, into) {
  const node = createNode(tree.id, tree.kind, tree.props);
  into.set(tree.id, node);
  setChildren(node, tree.children.map((child) => build(child, into)));
  return node;
}

function lookup(id) {
  const node = nodes.get(id);
  if (!node) throw new TreeMismatch(`no node ${id}`);
  return node;
}

function forget(node) {
  for (const child of childrenOf(node)) forget(child);
  nodes.delete(node.id);
}

const OPERATIONS = {
  create(op) {
    if (nodes.has(op.id)) throw new TreeMismatch(`node ${op.id} already exists`);
    nodes.set(op.id, createNode(op.id, op.kind, op.props));
  },
  move(op) {
    const parent = lookup(op.parent);
    const children = op.children.map(lookup);
    if (children.some((child) => child.element.contains(parent.element))) {
      throw new TreeMismatch(`move would put node ${op.parent} inside itself`);
    }
    setChildren(parent, children);
  },
  set(op) {
    setProps(lookup(op.id), op.props);
  },
  remove(op) {
    const node = lookup(op.id);
    detach(node);
    forget(node);
  },
};
