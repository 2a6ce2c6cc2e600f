// The planet game's Studio front page: importing a rule-set file and
// opening a ready-made variant (/static/studio-game.js). The default rule set is laid out by the
// server.

import { $ } from '/static/dom.js';
import { importFile, openVariants } from '/static/studio-game.js';

const base = $('#ev-studio').dataset.base || '';
importFile(base, $('#import-file'), $('#import-result'));
openVariants(base);
$('#ev-studio').dataset.ready = '1';
