// The planet game's Studio front page: importing a rule-set file. The
// default rule set is laid out by the server.

import { $, h, fill } from '/static/dom.js';

const base = $('#ev-studio').dataset.base || '';
const result = $('#import-result');
const problemText = (p) => (p.path ? `${p.path}: ${p.message}` : p.message);

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
    location.href = body.url;
    return;
  }
  const err = (body && body.error) || { message: 'The server cannot be reached.' };
  fill(result, h('p', { class: 'error' }, err.message),
    err.problems && err.problems.length
      ? h('ul', { class: 'sd-problems' }, err.problems.slice(0, 50).map((p) => h('li', null, problemText(p))))
      : null);
});
