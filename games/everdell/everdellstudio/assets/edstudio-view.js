// An Everdell rule set's page in the Studio: share it, play it, add it
// to the library and run its balance preview, as every game's Studio
// does (/static/studio-game.js).

import { $ } from '/static/dom.js';
import { rulesetPage } from '/static/studio-game.js';

rulesetPage($('#studio-view'));
