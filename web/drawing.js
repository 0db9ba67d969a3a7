// What a view's draw(_:) drew, or what a shape or gradient layer draws, replayed on a
// canvas (docs/protocol.md, "drawing"). The server records the drawing as a flat list of
// operation names and operands in points; the canvas has the node's size in points and
// the screen's pixels, and stretches with the node as a layer's contents do until the
// server draws again. The server's rasterizer (Cairo) replays the same list for images.

const REACH = 100000; // How far a gradient extended past an end reaches, as on the server.
const CAPS = ['butt', 'round', 'square'];
const JOINS = ['miter', 'round', 'bevel'];

/** Shows `drawing` (or nothing, for null) on the node, under its text and children. */
export function applyDrawing(node, drawing) {
  if (!drawing) {
    node.canvas?.remove();
    node.canvas = null;
    return;
  }
  if (!node.canvas) {
    node.canvas = document.createElement('canvas');
    node.canvas.className = 'drawing';
    node.element.prepend(node.canvas);
  }
  const canvas = node.canvas;
  const scale = window.devicePixelRatio || 1;
  const [width, height] = drawing.size;
  const generation = (canvas.generation ?? 0) + 1;
  canvas.generation = generation;
  loadImages(drawing.ops).then((images) => {
    // A newer drawing replaced this one while its images loaded.
    if (canvas.generation !== generation) return;
    canvas.width = Math.max(1, Math.ceil(width * scale));
    canvas.height = Math.max(1, Math.ceil(height * scale));
    const context = canvas.getContext('2d');
    context.setTransform(scale, 0, 0, scale, 0, 0);
    replay(context, drawing.ops, images, scale);
    canvas.dataset.drawn = String(generation);
  });
}

/** Loads the images a drawing draws, by address. */
function loadImages(ops) {
  const sources = [];
  for (let index = 0; index < ops.length; index += 1) {
    if (ops[index] === 'image' || ops[index] === 'mask') sources.push(ops[index + 1]);
  }
  if (sources.length === 0) return Promise.resolve(new Map());
  return Promise.all(sources.map((src) => new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve([src, image]);
    image.onerror = () => resolve([src, null]);
    image.src = src;
  }))).then((pairs) => new Map(pairs));
}

/** Replays the operations on a context whose transform maps points to pixels. */
export function replay(context, ops, images = new Map(), scale = 1) {
  let index = 0;
  const next = () => ops[index++];
  const numbers = (count) => {
    const values = ops.slice(index, index + count);
    index += count;
    return values;
  };
  const rule = () => (next() === 1 ? 'evenodd' : 'nonzero');
  while (index < ops.length) {
    const op = next();
    switch (op) {
      case 'save': context.save(); break;
      case 'restore': context.restore(); break;
      case 'transform': context.transform(...numbers(6)); break;
      case 'fillColor': context.fillStyle = next(); break;
      case 'strokeColor': context.strokeStyle = next(); break;
      case 'alpha': context.globalAlpha = next(); break;
      case 'lineWidth': context.lineWidth = next(); break;
      case 'lineCap': context.lineCap = CAPS[next()] ?? 'butt'; break;
      case 'lineJoin': context.lineJoin = JOINS[next()] ?? 'miter'; break;
      case 'miterLimit': context.miterLimit = next(); break;
      case 'lineDash': {
        context.lineDashOffset = next();
        context.setLineDash(next());
        break;
      }
      case 'blendMode': context.globalCompositeOperation = next(); break;
      case 'shadow': {
        // Shadow offsets and blur are in pixels, untouched by the transform.
        const [dx, dy, blur] = numbers(3);
        const color = next();
        context.shadowOffsetX = dx * scale;
        context.shadowOffsetY = dy * scale;
        context.shadowBlur = blur * scale;
        context.shadowColor = color ?? 'transparent';
        break;
      }
      case 'beginPath': context.beginPath(); break;
      case 'moveTo': context.moveTo(...numbers(2)); break;
      case 'lineTo': context.lineTo(...numbers(2)); break;
      case 'curveTo': context.bezierCurveTo(...numbers(6)); break;
      case 'rect': context.rect(...numbers(4)); break;
      case 'ellipse': {
        const [x, y, width, height] = numbers(4);
        const [cx, cy] = [x + width / 2, y + height / 2];
        context.moveTo(cx + width / 2, cy);
        context.ellipse(cx, cy, width / 2, height / 2, 0, 0, 2 * Math.PI);
        context.closePath();
        break;
      }
      case 'closePath': context.closePath(); break;
      case 'fill': context.fill(rule()); context.beginPath(); break;
      case 'stroke': context.stroke(); context.beginPath(); break;
      case 'fillStroke': context.fill(rule()); context.stroke(); context.beginPath(); break;
      case 'clip': context.clip(rule()); context.beginPath(); break;
      case 'clear': context.clearRect(...numbers(4)); break;
      case 'image': {
        const image = images.get(next());
        const rect = numbers(4);
        if (image) context.drawImage(image, ...rect);
        break;
      }
      case 'mask': {
        const image = images.get(next());
        const rect = numbers(4);
        const color = next();
        if (image) context.drawImage(tinted(image, color), ...rect);
        break;
      }
      case 'linearGradient': {
        const stops = next();
        const [x0, y0, x1, y1, options] = numbers(5);
        const gradient = context.createLinearGradient(x0, y0, x1, y1);
        addStops(gradient, stops);
        paintGradient(context, gradient, options, [x0, y0, x1, y1], null);
        break;
      }
      case 'radialGradient': {
        const stops = next();
        const [x0, y0, r0, x1, y1, r1, options] = numbers(7);
        const gradient = context.createRadialGradient(x0, y0, r0, x1, y1, r1);
        addStops(gradient, stops);
        paintGradient(context, gradient, options, null, [x0, y0, r0, x1, y1, r1]);
        break;
      }
      case 'conicGradient': {
        const stops = next();
        const [x, y, angle] = numbers(3);
        const gradient = context.createConicGradient(angle, x, y);
        addStops(gradient, stops);
        paintGradient(context, gradient, 3, null, null);
        break;
      }
      default:
        // An operation this page does not know: stop rather than misread the rest.
        return;
    }
  }
}

function addStops(gradient, stops) {
  for (let index = 0; index + 1 < stops.length; index += 2) gradient.addColorStop(stops[index], stops[index + 1]);
}

/** Paints the clip with a gradient; the canvas pads gradients past both ends, so an end
 * the gradient does not extend past is clipped away, as the server does. */
function paintGradient(context, gradient, options, axis, circles) {
  const before = (options & 1) !== 0;
  const after = (options & 2) !== 0;
  context.save();
  context.beginPath();
  if (axis && !(before && after)) {
    for (const [x, y] of gradientBand(axis, before, after)) context.lineTo(x, y);
    context.closePath();
    context.clip();
  } else if (circles) {
    const [x0, y0, r0, x1, y1, r1] = circles;
    if (!after) {
      context.arc(x1, y1, r1, 0, 2 * Math.PI);
      context.clip();
      context.beginPath();
    }
    if (!before && r0 > 0) {
      context.rect(-REACH, -REACH, 2 * REACH, 2 * REACH);
      context.arc(x0, y0, r0, 0, 2 * Math.PI);
      context.clip('evenodd');
    }
  }
  context.beginPath();
  context.fillStyle = gradient;
  context.fillRect(-REACH, -REACH, 2 * REACH, 2 * REACH);
  context.restore();
}

/** The band of a linear gradient that paints, as DisplayList.gradientBand on the server. */
function gradientBand([x0, y0, x1, y1], before, after) {
  const length = Math.max(Math.hypot(x1 - x0, y1 - y0), 1e-9);
  const [ux, uy] = [(x1 - x0) / length, (y1 - y0) / length];
  const low = before ? -REACH : 0;
  const high = after ? length + REACH : length;
  const point = (along, across) => [x0 + ux * along - uy * across, y0 + uy * along + ux * across];
  return [point(low, -REACH), point(high, -REACH), point(high, REACH), point(low, REACH)];
}

/** The image's shape (its alpha) filled with a color: a template image tinted. */
function tinted(image, color) {
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  context.fillStyle = color;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.globalCompositeOperation = 'destination-in';
  context.drawImage(image, 0, 0);
  return canvas;
}

const SVG = 'http://www.w3.org/2000/svg';

/** Shows a shape layer's path (or nothing, for null) as an SVG path over the node's
 * background. A trimmed stroke is drawn from --stroke-start to --stroke-end of the path's
 * length (pathLength 1), custom properties a layer animation moves (motion.js). */
export function applyShape(node, shape) {
  if (!shape) {
    node.shape?.remove();
    node.shape = null;
    return;
  }
  if (!node.shape) {
    node.shape = document.createElementNS(SVG, 'svg');
    node.shape.setAttribute('class', 'shape');
    node.shape.append(document.createElementNS(SVG, 'path'), document.createElementNS(SVG, 'path'));
    node.element.prepend(node.shape);
  }
  const [fill, stroke] = node.shape.children;
  fill.setAttribute('d', shape.d);
  fill.setAttribute('fill', shape.fill ?? 'none');
  fill.setAttribute('fill-rule', shape.evenOdd ? 'evenodd' : 'nonzero');
  fill.setAttribute('stroke', 'none');
  stroke.setAttribute('d', shape.d);
  stroke.setAttribute('fill', 'none');
  stroke.setAttribute('stroke', shape.stroke ?? 'none');
  stroke.setAttribute('stroke-width', String(shape.lineWidth ?? 1));
  stroke.setAttribute('stroke-linecap', shape.cap ?? 'butt');
  stroke.setAttribute('stroke-linejoin', shape.join ?? 'miter');
  stroke.setAttribute('stroke-miterlimit', String(shape.miterLimit ?? 10));
  const trimmed = Boolean(shape.trimmed) && !shape.dashes;
  stroke.classList.toggle('trimmed', trimmed);
  if (trimmed) stroke.setAttribute('pathLength', '1');
  else stroke.removeAttribute('pathLength');
  if (shape.dashes) {
    stroke.setAttribute('stroke-dasharray', shape.dashes.join(' '));
    stroke.setAttribute('stroke-dashoffset', String(shape.dashPhase ?? 0));
  } else {
    stroke.removeAttribute('stroke-dasharray');
    stroke.removeAttribute('stroke-dashoffset');
  }
}
