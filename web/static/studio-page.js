// The script of every Rules Studio page (gameweb.Studio's templates):
// the front page (import a file, open a ready-made variant), a rule
// set's page (share, play, save, balance preview: studio-game.js) and
// the editor (studio-editor.js). A game's own page module, when it has
// one (data-game-script), adds what only it draws through three hooks,
// each optional:
//
//	index(root)            the front page, once it is wired
//	view(root) → opts      a rule set's page: previewPanel's options
//	edit(ed) → {draw, usable, touch, preview, nameInDoc}   the editor's own widgets
//
// This file names no game.

import { $ } from './dom.js';
import { importFile, openVariants, rulesetPage } from './studio-game.js';
import { docEditor } from './studio-editor.js';

const src = $('#studio-script').dataset.gameScript;
const hooks = src ? await import(src) : {};

const index = $('#studio-index');
const view = $('#studio-view');
const edit = $('#studio-edit');
if (index) {
  const base = index.dataset.base || '';
  importFile(base, $('#import-file'), $('#import-result'));
  openVariants(base);
  if (hooks.index) hooks.index(index);
  index.dataset.ready = '1';
}
if (view) rulesetPage(view, hooks.view ? hooks.view(view) : {});
if (edit) {
  // The game's widgets are drawn by its hook once the editor exists.
  let own = {};
  const ed = docEditor(edit, {
    draw: (e) => (own.draw ? own.draw(e) : null),
    usable: (doc) => (own.usable ? own.usable(doc) : ''),
    touch: (e) => (own.touch ? own.touch(e) : null),
    preview: (...a) => (own.preview ? own.preview(...a) : ''),
    get nameInDoc() { return !!own.nameInDoc; },
  });
  own = hooks.edit ? hooks.edit(ed) || {} : {};
  ed.start();
}
