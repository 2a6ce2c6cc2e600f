// A planet-game rule set's page in the Studio: share it, add it to the
// library, and run its balance preview, as every game's Studio does
// (/static/studio-game.js). The preview's summary shows the game's own
// figures, whose keys and labels the server embeds (#metrics, #items).

import { $ } from '/static/dom.js';
import { rulesetPage } from '/static/studio-game.js';

rulesetPage($('#studio-view'));
