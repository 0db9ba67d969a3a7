// Colours the page around the scene (docs/protocol.md, "theme"): the scene node's theme is
// what a device's status bar would show over, so the browser's own chrome takes its colour
// (<meta name="theme-color">) and the page its colour scheme (<meta name="color-scheme">).

function meta(name) {
  let element = document.head.querySelector(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  return element;
}

/** Applies a theme `{color: [r, g, b, a], style}`, or removes it for `null`. */
export function applyTheme(theme) {
  if (!theme) {
    document.head.querySelector('meta[name="theme-color"]')?.remove();
    document.head.querySelector('meta[name="color-scheme"]')?.remove();
    document.documentElement.style.colorScheme = '';
    return;
  }
  const [red, green, blue, alpha] = theme.color;
  meta('theme-color').content = `rgba(${red},${green},${blue},${alpha})`;
  meta('color-scheme').content = theme.style;
  document.documentElement.style.colorScheme = theme.style;
}
