// The planet game's Studio front page: importing a rule-set file
// (/static/studio-game.js). The default rule set is laid out by the
// server.

import { $ } from '/static/dom.js';
import { importFile } from '/static/studio-game.js';

importFile($('#ev-studio').dataset.base || '', $('#import-file'), $('#import-result'));
