// Everdell's Studio front page: importing a rule-set file, and opening a
// seed reading ready-made (its button saves the variant's patch to the
// library and opens it). The default rule set is laid out by the server.

import { api, ApiError } from '/static/api.js';
import { $ } from '/static/dom.js';
import { importFile } from '/static/studio-game.js';

const base = $('#ed-studio').dataset.base || '';
importFile(base, $('#import-file'), $('#import-result'));

for (const btn of document.querySelectorAll('button[data-patch]')) {
  btn.addEventListener('click', async () => {
    btn.disabled = true;
    try {
      const res = await api(`${base}/api/rulesets`, { method: 'POST', body: { name: btn.dataset.name, doc: JSON.parse(btn.dataset.patch) } });
      location.href = res.url;
    } catch (e) {
      btn.disabled = false;
      const box = $('#variant-error');
      box.textContent = e instanceof ApiError ? e.message : String(e);
      box.hidden = false;
    }
  });
}
$('#ed-studio').dataset.ready = '1';
