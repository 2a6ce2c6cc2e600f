// Everdell's Studio front page: importing a rule-set file, and opening a
// seed reading ready-made (its button saves the variant's patch to the
// library and opens it). The default rule set is laid out by the server.

import { $ } from '/static/dom.js';
import { importFile, openVariants } from '/static/studio-game.js';

const base = $('#ed-studio').dataset.base || '';
importFile(base, $('#import-file'), $('#import-result'));
openVariants(base);
$('#ed-studio').dataset.ready = '1';
