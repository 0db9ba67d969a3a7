// Wires the renderer together: the page's #scene element shows the scene the
// server computes, and pointer input on it goes back to the server as touches,
// keyboard input as keys.
import { connect } from './connection.js';
import { mount, applySnapshot, applyPatch } from './patch.js';
import { forwardInput } from './input.js';
import { forwardKeys } from './keys.js';
import { watchEnvironment } from './environment.js';
import { startTextInput } from './textinput.js';
import { settlePredictions } from './prediction.js';
import { startScrolling } from './scrolling.js';
import { dismissLaunchScreen } from './launch.js';
import { startAccessibilityKeys } from './accessibility.js';

const surface = document.getElementById('scene');
mount(surface);
let environment = null;
const connection = connect({
  snapshot: (message) => { applySnapshot(message); dismissLaunchScreen(); },
  patch: applyPatch, settle: settlePredictions, welcome: () => environment?.connected(),
});
environment = watchEnvironment(connection.send);
forwardInput(surface, connection.send);
forwardKeys(connection.send);
startTextInput(connection.send);
startScrolling(connection.send);
startAccessibilityKeys(connection.send);
