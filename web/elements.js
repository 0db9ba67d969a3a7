// One node of the tree as page elements, and its properties (docs/protocol.md,
// "Properties"). A node is an absolutely positioned div; its children live in
// an inner .content div shifted by the node's bounds origin, and its text (if
// any) in a .text div drawn beneath the children. The server breaks text into
// lines and truncates it; the page draws those lines as they are.
//
//   <div class="node">            frame, background, alpha, hidden, clips, font, color, align, textShadow
//     <canvas class="drawing">     drawing (drawing.js)
//     <svg class="shape">          shape, strokeStart, strokeEnd (drawing.js)
//     <div class="text"><span>    text (lines joined by line feeds), textFrame
//     <div class="text runs">     runs: <div class="line"><span>…</span></div> per line, textFrame
//     <div class="content">       bounds; the children, back to front

import { applyEditable } from './textinput.js';
import { applyTheme } from './theme.js';
import { applyScroll, applyOffset } from './scrolling.js';
import { applyDrawing, applyShape } from './drawing.js';
import { applyAccessibility, applyElements, applyLanguage, applyPath } from './accessibility.js';

const nodeOfElement = new WeakMap();

/** Makes a detached node with the given kind and properties. */
export function createNode(id, kind, props) {
  const element = document.createElement('div');
  element.className = 'node';
  element.dataset.id = String(id);
  element.dataset.kind = kind;
  const content = document.createElement('div');
  content.className = 'content';
  element.append(content);
  const node = {
    id, element, content, text: null, runs: null, textFrame: null, image: null, canvas: null, contentMode: 'scaleToFill',
    values: {}, pressed: null,
  };
  nodeOfElement.set(element, node);
  setProps(node, props);
  return node;
}

/** Changes the listed properties; `null` returns a property to its default. */
export function setProps(node, props) {
  for (const [name, value] of Object.entries(props)) {
    if (!Object.hasOwn(SETTERS, name)) continue;
    SETTERS[name](node, value);
    // The values as set, so a prediction (prediction.js) can put the server's back.
    node.values[name] = value;
  }
}

/** The node's children, back to front. */
export function childrenOf(node) {
  // Elements of no node (a leaving row's image, motion.js) are not children.
  return Array.from(node.content.children, (element) => nodeOfElement.get(element)).filter(Boolean);
}

/** Makes `children` the node's children in that order; other children are detached. */
export function setChildren(node, children) {
  const wanted = new Set(children.map((child) => child.element));
  for (const element of Array.from(node.content.children)) {
    if (!wanted.has(element)) element.remove();
  }
  children.forEach((child, index) => {
    const current = node.content.children[index] ?? null;
    if (current !== child.element) node.content.insertBefore(child.element, current);
  });
}

/** Takes the node out of its parent, keeping its own subtree. */
export function detach(node) {
  node.element.remove();
}

const px = (value) => `${value}px`;

const SETTERS = {
  pressed(node, predictions) {
    node.pressed = predictions ?? null;
  },
  frame(node, frame) {
    const [x, y, width, height] = frame ?? [0, 0, 0, 0];
    const style = node.element.style;
    style.left = px(x);
    style.top = px(y);
    style.width = px(width);
    style.height = px(height);
    node.size = [width, height];
    if (node.sublayerTransform) applyContentTransform(node);
    // Paging snaps at multiples of the node's size.
    if (node.scroll?.paging) applyScroll(node, node.scroll);
  },
  bounds(node, origin) {
    node.boundsOrigin = origin ?? [0, 0];
    applyContentTransform(node);
  },
  // A layer's sublayer transform applies to its children about its anchor point; the children
  // keep their own 3D transforms inside it (preserve-3d), so a perspective there shows them
  // turned in depth, and the node itself flattens them, as a layer does.
  sublayerTransform(node, matrix) {
    node.sublayerTransform = matrix ?? null;
    applyContentTransform(node);
  },
  scroll(node, config) {
    applyScroll(node, config);
    applyContentTransform(node);
  },
  offset(node, offset) {
    applyOffset(node, offset);
  },
  background(node, colour) {
    node.element.style.backgroundColor = colour ?? '';
  },
  alpha(node, alpha) {
    node.element.style.opacity = alpha === null ? '' : String(alpha);
  },
  hidden(node, hidden) {
    node.element.style.display = hidden ? 'none' : '';
  },
  clips(node, clips) {
    node.element.style.overflow = clips ? 'hidden' : '';
  },
  text(node, text) {
    if (text === null) {
      node.text?.remove();
      node.text = null;
      return;
    }
    if (!node.text) {
      node.text = createTextBox(node);
      node.text.append(document.createElement('span'));
    }
    node.text.firstChild.textContent = text;
  },
  runs(node, lines) {
    if (lines === null) {
      node.runs?.remove();
      node.runs = null;
      return;
    }
    if (!node.runs) {
      node.runs = createTextBox(node);
      node.runs.classList.add('runs');
    }
    node.runs.replaceChildren(...lines.map(createLine));
  },
  textFrame(node, frame) {
    node.textFrame = frame;
    for (const box of [node.text, node.runs]) {
      if (box) placeTextBox(node, box);
    }
  },
  textShadow(node, shadow) {
    node.element.style.textShadow = shadow ? `${px(shadow.offset[0])} ${px(shadow.offset[1])} 0 ${shadow.color}` : '';
  },
  font(node, font) {
    const { family = 'system', size = 17, weight = 400 } = font ?? {};
    const style = node.element.style;
    style.fontFamily = family === 'system' ? '' : `${cssString(family)}, var(--system-font)`;
    style.fontSize = px(size);
    style.fontWeight = String(weight);
  },
  color(node, colour) {
    node.element.style.color = colour ?? '';
  },
  align(node, align) {
    node.element.style.textAlign = align ?? '';
  },
  transform(node, matrix) {
    node.element.style.transform = matrix ? cssMatrix(matrix) : '';
  },
  anchor(node, anchor) {
    const [x, y] = anchor ?? [0.5, 0.5];
    node.element.style.transformOrigin = x === 0.5 && y === 0.5 ? '' : `${x * 100}% ${y * 100}%`;
    node.anchor = [x, y];
    if (node.sublayerTransform) applyContentTransform(node);
  },
  // A number rounds all four corners in circles; an object names the corners (bits: 1 top
  // left, 2 top right, 4 bottom left, 8 bottom right) and may ask for continuous corners.
  radius(node, radius) {
    const style = node.element.style;
    style.setProperty('corner-shape', '');
    if (radius === null || typeof radius === 'number') {
      style.borderRadius = radius ? px(radius) : '';
      return;
    }
    const corner = (bit) => ((radius.corners & bit) ? px(radius.radius) : '0px');
    style.borderRadius = `${corner(1)} ${corner(2)} ${corner(8)} ${corner(4)}`;
    if (radius.continuous) style.setProperty('corner-shape', 'squircle');
  },
  // A layer's border is drawn inside its bounds and over its sublayers, without moving them:
  // an outline drawn inwards does the same.
  border(node, border) {
    const style = node.element.style;
    style.outline = border ? `${px(border.width)} solid ${border.color}` : '';
    style.outlineOffset = border ? px(-border.width) : '';
  },
  shadow(node, shadow) {
    node.element.style.boxShadow = shadow
      ? `${px(shadow.offset[0])} ${px(shadow.offset[1])} ${px(shadow.radius)} ${shadow.color}` : '';
  },
  z(node, z) {
    node.element.style.zIndex = z ? String(Math.round(z)) : '';
  },
  mask(node, clip) {
    if (!clip) {
      node.element.style.clipPath = '';
      return;
    }
    const [x, y, width, height, radius] = clip;
    node.element.style.clipPath = `xywh(${px(x)} ${px(y)} ${px(width)} ${px(height)} round ${px(radius)})`;
  },
  image(node, image) {
    if (!image) {
      node.image?.remove();
      node.image = null;
      return;
    }
    // A resizable image is a CSS border image over the whole node; others are an img.
    const sliced = Boolean(image.slice);
    if (node.image && (node.image.tagName === 'IMG') === sliced) {
      node.image.remove();
      node.image = null;
    }
    if (!node.image) {
      node.image = document.createElement(sliced ? 'div' : 'img');
      node.image.className = sliced ? 'image sliced' : 'image';
      if (!sliced) {
        node.image.draggable = false;
        node.image.alt = '';
      }
      node.element.prepend(node.image);
    }
    if (sliced) {
      applySlice(node.image, image);
      return;
    }
    if (node.image.getAttribute('src') !== image.src) node.image.src = image.src;
    node.imageSize = [image.width, image.height];
    applyContentMode(node);
  },
  drawing(node, drawing) {
    applyDrawing(node, drawing);
  },
  shape(node, shape) {
    applyShape(node, shape);
  },
  // A vibrancy effect view's content, in the vibrant tone of the blur behind it: its shapes in
  // black multiplied into a light blur, or in white screened onto a dark one.
  vibrancy(node, tone) {
    const style = node.element.style;
    style.filter = tone === 'dark' ? 'brightness(0) invert(1)' : tone === 'light' ? 'brightness(0)' : '';
    style.mixBlendMode = tone === 'dark' ? 'screen' : tone === 'light' ? 'multiply' : '';
  },

  // A visual effect view's blur of what is behind it.
  backdrop(node, filter) {
    node.element.style.backdropFilter = filter ?? '';
  },
  strokeStart(node, value) {
    node.element.style.setProperty('--stroke-start', String(value ?? 0));
  },
  strokeEnd(node, value) {
    node.element.style.setProperty('--stroke-end', String(value ?? 1));
  },
  // The part of the image drawn, in unit coordinates, as if it were the whole image.
  contentsRect(node, rect) {
    node.contentsRect = rect ?? null;
    if (node.image?.tagName === 'IMG') applyContentMode(node);
  },
  contentMode(node, mode) {
    node.contentMode = mode ?? 'scaleToFill';
    if (node.image?.tagName === 'IMG') applyContentMode(node);
  },
  label(node, label) {
    setAttribute(node.element, 'aria-label', label);
  },
  identifier(node, identifier) {
    setAttribute(node.element, 'data-identifier', identifier);
  },
  role: (node, value) => applyAccessibility(node, 'role', value),
  axValue: (node, value) => applyAccessibility(node, 'axValue', value),
  axHint: (node, value) => applyAccessibility(node, 'axHint', value),
  axState: (node, value) => applyAccessibility(node, 'axState', value),
  axRange: (node, value) => applyAccessibility(node, 'axRange', value),
  axActions: (node, value) => applyAccessibility(node, 'axActions', value),
  tab: (node, value) => applyAccessibility(node, 'tab', value),
  lang: (node, value) => applyLanguage(node, value),
  axPath: (node, value) => applyPath(node, value),
  axElements: (node, value) => applyElements(node, value),
  grab(node, grab) {
    // The finger moves this view itself: an enclosing scroll node does not pan for it.
    node.element.style.touchAction = grab ? 'none' : '';
  },
  editable(node, editable) {
    applyEditable(node, editable);
  },
  theme(node, theme) {
    applyTheme(theme);
  },
};

// Six numbers are an affine transform, sixteen a 3D one (Core Animation's row order, which is
// matrix3d()'s).
export function cssMatrix(matrix) {
  return matrix.length === 16 ? `matrix3d(${matrix.join(',')})` : `matrix(${matrix.join(',')})`;
}

// The children's placement: shifted by the bounds origin, then through the sublayer
// transform about the anchor point.
function applyContentTransform(node) {
  // A scroll view's children sit in content coordinates below its top and left insets; the
  // page scrolls them (scrolling.js), so its bounds origin is not applied.
  const [bx, by] = node.scroll ? [-node.scroll.inset[1], -node.scroll.inset[0]] : node.boundsOrigin ?? [0, 0];
  const shift = bx === 0 && by === 0 ? '' : `translate(${px(-bx)}, ${px(-by)})`;
  const style = node.content.style;
  if (!node.sublayerTransform) {
    style.transform = shift;
    style.transformStyle = '';
    return;
  }
  const [width, height] = node.size ?? [0, 0];
  const [ax, ay] = node.anchor ?? [0.5, 0.5];
  const [x, y] = [ax * width, ay * height];
  style.transform = `translate(${px(x)}, ${px(y)}) ${cssMatrix(node.sublayerTransform)} translate(${px(-x)}, ${px(-y)}) ${shift}`;
  style.transformStyle = 'preserve-3d';
}

// UIView.ContentMode as CSS: the scaling modes as object-fit; the others place the image at
// its size in points (an @2x image's pixels are half a point), by the edges they name.
const SCALING_MODES = { scaleToFill: 'fill', redraw: 'fill', scaleAspectFit: 'contain', scaleAspectFill: 'cover' };
const PLACEMENTS = {
  center: ['center', 'center'],
  top: ['center', 'start'],
  bottom: ['center', 'end'],
  left: ['start', 'center'],
  right: ['end', 'center'],
  topLeft: ['start', 'start'],
  topRight: ['end', 'start'],
  bottomLeft: ['start', 'end'],
  bottomRight: ['end', 'end'],
};

// UIImage.resizableImage(withCapInsets:resizingMode:): the caps as the border, drawn at their
// size; the interior (`fill`) and edges stretched or tiled.
function applySlice(element, image) {
  const style = element.style;
  const source = `url("${image.src}")`;
  if (style.borderImageSource !== source) style.borderImageSource = source;
  style.borderStyle = 'solid';
  style.borderWidth = image.slice.map(px).join(' ');
  style.borderImageSlice = `${image.slicePixels.join(' ')} fill`;
  style.borderImageWidth = image.slice.map(px).join(' ');
  style.borderImageRepeat = image.tile ? 'repeat' : 'stretch';
}

function applyContentMode(node) {
  const style = node.image.style;
  const [x, y, w, h] = node.contentsRect ?? [0, 0, 1, 1];
  const percent = (value) => `${value * 100}%`;
  style.objectViewBox = node.contentsRect ? `inset(${percent(y)} ${percent(1 - x - w)} ${percent(1 - y - h)} ${percent(x)})` : '';
  const mode = node.contentMode ?? 'scaleToFill';
  const placement = PLACEMENTS[mode];
  if (!placement || !node.imageSize) {
    style.objectFit = SCALING_MODES[mode] ?? 'fill';
    for (const side of ['left', 'top', 'width', 'height']) style[side] = '';
    return;
  }
  // With a contents rect, only that part of the image is drawn, at its own size.
  const [width, height] = [node.imageSize[0] * w, node.imageSize[1] * h];
  const offset = (where, size) => ({ start: '0px', center: `calc(50% - ${px(size / 2)})`, end: `calc(100% - ${px(size)})` })[where];
  style.objectFit = 'fill';
  style.width = px(width);
  style.height = px(height);
  style.left = offset(placement[0], width);
  style.top = offset(placement[1], height);
}

function createTextBox(node) {
  const box = document.createElement('div');
  box.className = 'text';
  placeTextBox(node, box);
  node.element.prepend(box);
  return box;
}

// The text sits in the rectangle the label's drawText(in:) was given, else in the whole node.
function placeTextBox(node, box) {
  const [x, y, width, height] = node.textFrame ?? [];
  const style = box.style;
  style.inset = node.textFrame ? 'auto' : '';
  style.left = node.textFrame ? px(x) : '';
  style.top = node.textFrame ? px(y) : '';
  style.width = node.textFrame ? px(width) : '';
  style.height = node.textFrame ? px(height) : '';
}

// A line of styled runs, as tall as the server measured it, its text at the bottom (line
// height settings add space above the text, line spacing below the line).
function createLine({ runs, height, spacing = 0, align = 'left', indent = 0 }) {
  const line = document.createElement('div');
  line.className = 'line';
  line.style.height = px(height);
  if (spacing) line.style.marginBottom = px(spacing);
  if (align !== 'left') line.style.textAlign = align;
  if (indent) line.style.paddingLeft = px(indent);
  const content = document.createElement('div');
  content.append(...runs.map(createRun));
  line.append(content);
  return line;
}

const DECORATION_STYLES = { single: 'solid', thick: 'solid', double: 'double' };
const DECORATION_PATTERNS = { dot: 'dotted', dash: 'dashed', dashDot: 'dashed', dashDotDot: 'dashed' };

function createRun(run) {
  const span = document.createElement('span');
  const { family = 'system', size = 17, weight = 400 } = run.font ?? {};
  const style = span.style;
  style.fontFamily = family === 'system' ? 'var(--system-font)' : `${cssString(family)}, var(--system-font)`;
  style.fontSize = px(size);
  style.fontWeight = String(weight);
  style.color = run.color ?? '';
  if (run.background) style.backgroundColor = run.background;
  if (run.kern) style.letterSpacing = px(run.kern);
  if (run.baseline) style.verticalAlign = px(run.baseline);
  if (run.link) span.dataset.link = run.link;
  // An attachment (NSTextAttachment): an image for each of the run's characters, standing `y`
  // above the baseline, as wide and tall as the server laid it out.
  if (run.attachment) {
    const { src, width, height, y } = run.attachment;
    for (const _ of run.text) {
      const image = document.createElement('img');
      image.className = 'attachment';
      image.src = src;
      image.alt = '';
      image.draggable = false;
      Object.assign(image.style, { width: px(width), height: px(height), verticalAlign: px(y), display: 'inline' });
      span.append(image);
    }
    return span;
  }
  let inner = span;
  if (run.underline) decorate(span, 'underline', run.underline);
  // An inner span carries the strikethrough, so that each line keeps its own colour.
  if (run.strikethrough) {
    inner = document.createElement('span');
    decorate(inner, 'line-through', run.strikethrough);
    span.append(inner);
  }
  inner.textContent = run.text;
  return span;
}

function decorate(element, line, decoration) {
  const style = element.style;
  style.textDecorationLine = line;
  style.textDecorationStyle = DECORATION_PATTERNS[decoration.pattern] ?? DECORATION_STYLES[decoration.style] ?? 'solid';
  style.textDecorationThickness = decoration.style === 'thick' ? '0.1em' : 'from-font';
  if (decoration.color) style.textDecorationColor = decoration.color;
}

function setAttribute(element, name, value) {
  if (value === null) {
    element.removeAttribute(name);
  } else {
    element.setAttribute(name, value);
  }
}

function cssString(text) {
  return `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`;
}
