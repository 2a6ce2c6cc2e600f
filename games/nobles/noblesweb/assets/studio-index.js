// The Rules Studio's front page (/studio): the default rule set laid out
// by the server, plus opening a rule set by code and importing a file.

import { $ } from '/static/dom.js';
import { drawLoops } from './studio-common.js';
import { importFile } from '/static/studio-game.js';

// The game's base path: "" for the default game, else /games/{name}.
const base = $('#studio').dataset.base || '';

drawLoops();

importFile(base, $('#import-file'), $('#import-result'));
