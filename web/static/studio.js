// The Rules Studio's front page (/studio): the default rule set laid out
// by the server, plus opening a rule set by code and importing a file.

import { $, h, fill } from './dom.js';
import { drawLoops, problemText } from './studio-common.js';

// The game's base path: "" for the default game, else /games/{name}.
const base = $('#studio').dataset.base || '';

drawLoops();

const result = $('#import-result');

$('#import-file').addEventListener('change', async (e) => {
  const file = e.target.files[0];
  if (!file) return;
  fill(result, h('p', { class: 'muted' }, `Reading ${file.name}…`));
  let text;
  try {
    text = await file.text();
  } catch {
    fill(result, h('p', { class: 'error' }, 'The file could not be read.'));
    return;
  }
  const res = await fetch(`${base}/api/rulesets/import`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: text,
  }).catch(() => null);
  const body = res ? await res.json().catch(() => null) : null;
  if (res && res.ok && body) {
    fill(result, h('p', null, 'Imported as ', h('a', { href: body.url }, body.name), ' ', h('code', { class: 'sd-code' }, body.code), '.'));
    location.href = body.url;
    return;
  }
  const err = (body && body.error) || { message: 'The server cannot be reached.' };
  fill(result,
    h('p', { class: 'error' }, err.message),
    err.problems && err.problems.length
      ? h('ul', { class: 'sd-problems' }, err.problems.slice(0, 50).map((p) => h('li', null, problemText(p))))
      : null);
});
