// The app's launch screen (Info.plist's UILaunchScreen), which the server writes into the
// page as #launch: shown while the scene connects, gone once its first snapshot is drawn.

/** Removes the launch screen, if the page has one. */
export function dismissLaunchScreen() {
  document.getElementById('launch')?.remove();
}
