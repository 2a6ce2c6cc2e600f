// Every game's rule-set editor, over the Studio's API (docs/API.md): the
// draft loaded, edited in the game's widgets, in the fields the game
// declares (gameweb.Field, #studio-fields) or as JSON; checked by the
// server after each change, every problem shown beside the field it
// concerns by the field's name in words, with its path as a detail;
// the changes from the default in words; saving under a name. A game's
// editor draws only its own widgets (web/static/studio-page.js calls its
// edit hook) and binds them to paths with field, choice and checkbox.

import { ApiError, api } from './api.js';
import { $, h, fill } from './dom.js';
import { t } from './i18n.js';
import { formOf } from './studio-form.js';

// parsePath turns "cards[3].cost.gold" into
// ["cards", 3, "cost", "gold"].
export function parsePath(p) {
  const out = [];
  for (const m of p.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  return out;
}

// getPath reads the value at path in doc.
export function getPath(doc, path) {
  let v = doc;
  for (const k of parsePath(path)) {
    if (v === null || v === undefined) return undefined;
    v = v[k];
  }
  return v;
}

// setPath writes value at path in doc; undefined deletes the key, so
// that a field left at its default is not written into the document
// (which would change its code).
export function setPath(doc, path, value) {
  const keys = parsePath(path);
  let v = doc;
  for (const k of keys.slice(0, -1)) {
    if (v[k] === null || v[k] === undefined || typeof v[k] !== 'object') v[k] = typeof k === 'number' ? [] : {};
    v = v[k];
  }
  const last = keys[keys.length - 1];
  if (value === undefined) delete v[last];
  else v[last] = value;
}

// problemLine is a problem as people read it: what it is about in words,
// its path as a detail, then what is wrong ("Turns per season —
// turns_per_season: must be between 1 and 64"). A problem of the whole
// document is its message alone.
export function problemLine(p) {
  if (!p.path) return [p.message];
  return [h('strong', { class: 'sd-field-name' }, p.field || p.path), ' — ',
    h('code', { class: 'sd-path' }, p.path), `: ${p.message}`];
}

// changeItem is one change from the default in the server's words; its
// path is a tooltip; a long text's before and after fold away.
export function changeItem(c) {
  const li = h('li', { class: `sd-change sd-change-${c.kind}`, 'data-path': c.path, title: c.path }, c.words);
  if (c.was || c.now) {
    li.append(' ', h('details', null, h('summary', null, t('sdjs.show')),
      h('p', { class: 'sd-old' }, c.was), h('p', { class: 'sd-new' }, `→ ${c.now}`)));
  }
  return li;
}

let uid = 0;
const nextId = () => `sd-f${++uid}`;

// numberValue reads a number input: a number, or the text as typed when
// it is not one, so that the server names the problem.
const numberValue = (input) => (input.value.trim() === '' || Number.isNaN(input.valueAsNumber) ? input.value : input.valueAsNumber);

// docEditor runs an editor page (root: #studio-edit, whose data-* give
// the base path and the code edited). opts.draw(ed) redraws the game's
// widgets from ed.doc; opts.preview(text, entry, doc, local) reads a
// text as players will (local: in the reader's language) (the form's previews, studio-form.js); opts.usable(doc) is "" when the widgets can show
// doc, else what they need, in words; opts.touch(ed) follows every
// change, redrawn or not (a text's preview); opts.nameInDoc keeps the
// document's own name the one typed under "Name to save under". It
// returns the editor: doc, get, set, changed, field, choice, checkbox,
// declared (the input of a declared field), mark and onChecked (a callback given each check's answer).
export function docEditor(root, opts = {}) {
  const base = root.dataset.base || '';
  const fields = JSON.parse(($('#studio-fields') || {}).textContent || '[]');
  const data = JSON.parse(($('#studio-data') || {}).textContent || 'null');
  const texts = JSON.parse(($('#studio-texts') || {}).textContent || 'null') || {};
  const jsonText = $('#json-text');
  const jsonError = $('#json-error');
  const nameInput = $('#save-name');
  const draw = opts.draw || (() => {});
  const usable = opts.usable || (() => '');
  const touch = opts.touch || (() => {});
  let seq = 0; // checks sent; a late answer to an older one is dropped
  let timer = null;
  let state = { pending: true, ok: false };
  let view = 'form';
  let problems = [];

  const ed = {
    doc: null,
    data,
    onChecked: () => {},
    get: (path) => getPath(ed.doc, path),
    set: (path, value) => setPath(ed.doc, path, value),
    // changed redraws and checks the draft; json false leaves the JSON
    // text as typed.
    changed({ json = true, redraw = true } = {}) {
      if (redraw) drawAll();
      touch(ed);
      form.previews(root);
      if (json && jsonText) jsonText.value = JSON.stringify(ed.doc, null, 2);
      schedule();
    },
    field, choice, checkbox, declared,
    // mark shows the latest problems beside their fields again (after
    // the game redraws a part of its form).
    mark: () => mark(),
  };

  // field is a labelled input bound to path.
  function field(label, path, { type = 'text', rows = 0, optional = false, cls = '', min, max, onchange = null } = {}) {
    const id = nextId();
    const v = ed.get(path);
    const input = rows ? h('textarea', { id, rows, 'data-path': path })
      : h('input', { id, type, 'data-path': path, min, max, inputmode: type === 'number' ? 'numeric' : null, step: type === 'number' ? 1 : null });
    input.value = v ?? '';
    input.addEventListener('input', () => {
      let value = type === 'number' ? numberValue(input) : input.value;
      if (optional && value === '') value = undefined;
      ed.set(path, value);
      if (onchange) onchange(value);
      ed.changed({ redraw: false });
    });
    return h('label', { class: `field ${cls}`, for: id }, h('span', { class: 'field-label' }, label), input);
  }

  // choice is a labelled select bound to path; options are [value,
  // text]; the value "" deletes the key when optional.
  function choice(label, path, options, { optional = false, onchange = null, cls = '' } = {}) {
    const id = nextId();
    const v = ed.get(path) ?? '';
    const sel = h('select', { id, 'data-path': path }, options.map(([val, text]) => {
      const o = h('option', { value: val, title: val }, text);
      o.selected = val === v;
      return o;
    }));
    if (!options.some(([val]) => val === v)) {
      // A value the form does not offer (typed in the JSON): keep it.
      const o = h('option', { value: v }, t('sdjs.not_valid', { value: v }));
      o.selected = true;
      sel.prepend(o);
    }
    sel.addEventListener('change', () => {
      ed.set(path, optional && sel.value === '' ? undefined : sel.value);
      if (onchange) onchange(sel.value);
      ed.changed({ redraw: false });
    });
    return h('label', { class: `field ${cls}`, for: id }, h('span', { class: 'field-label' }, label), sel);
  }

  // checkbox is a labelled box bound to path; with optional, unticking
  // removes the key rather than writing false.
  function checkbox(label, path, { optional = false } = {}) {
    const id = nextId();
    const box = h('input', { id, type: 'checkbox', 'data-path': path });
    box.checked = !!ed.get(path);
    box.addEventListener('change', () => { ed.set(path, box.checked || (optional ? undefined : false)); ed.changed({ redraw: false }); });
    return h('label', { class: 'sd-check', for: id }, box, ' ', label);
  }

  // declared is the input of the field the game declares at path, under
  // the declared words: the words of a field and of its problems are
  // one.
  function declared(path, opts = {}) {
    const f = fields.find((x) => x.path === path) || { path, words: path, kind: 'text' };
    const o = { optional: f.optional, ...opts };
    if (f.kind === 'number') return field(f.words, f.path, { ...o, type: 'number', min: f.min, max: f.max || undefined });
    if (f.kind === 'choice') return choice(f.words, f.path, f.choices.map((c) => [c.value, c.words]), o);
    if (f.kind === 'check') return checkbox(f.words, f.path, o);
    return field(f.words, f.path, o);
  }

  const form = formOf(ed, fields, data, { preview: (...a) => (opts.preview ? opts.preview(...a) : null), texts });

  // The fields the game declares with a kind (studio-form.js), focus
  // kept on the part it was on.
  function drawFields() {
    const box = $('#edit-fields');
    if (!box) return;
    const was = document.activeElement && box.contains(document.activeElement) ? document.activeElement : null;
    const again = was && (was.dataset.testid ? `[data-testid="${CSS.escape(was.dataset.testid)}"]` : was.dataset.path ? `[data-path="${CSS.escape(was.dataset.path)}"]` : '');
    form.draw(box);
    form.previews(box);
    if (again) {
      const el = box.querySelector(again);
      if (el) el.focus();
    }
  }

  function drawAll() {
    drawFields();
    draw(ed);
    mark();
  }

  function schedule(body) {
    seq++;
    state = { pending: true, ok: false };
    update();
    clearTimeout(timer);
    timer = setTimeout(() => check(body), 250);
  }

  async function check(body) {
    const mine = ++seq;
    let res;
    try {
      const r = await fetch(`${base}/api/rulesets/validate`, {
        method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body !== undefined ? body : JSON.stringify(ed.doc),
      });
      res = await r.json();
      if (!r.ok) throw new ApiError(r.status, res);
    } catch (e) {
      if (mine === seq) $('#check-state').textContent = t('sdjs.check_failed', { why: e.message });
      return;
    }
    if (mine !== seq) return; // a newer check is on its way
    state = { pending: false, ok: res.ok };
    show(res.problems || []);
    fill($('#live-changes'), (res.changes || []).length ? res.changes.map(changeItem) : h('li', { class: 'muted' }, t('sdjs.nothing_yet')));
    $('#check-state').textContent = res.ok
      ? (res.default ? t('sdjs.is_default') : t('sdjs.ok', { code: res.code }))
      : t('sdjs.problems', { n: problems.length });
    update();
    ed.onChecked(res);
  }

  function update() {
    $('#save').disabled = state.pending || !state.ok || nameInput.value.trim() === '';
    root.dataset.state = state.pending ? 'checking' : state.ok ? 'valid' : 'invalid';
    if (state.pending) $('#check-state').textContent = t('studio.checking');
  }

  function show(ps) {
    problems = ps;
    fill($('#problems'), ps.map((p) => h('li', { 'data-path': p.path || '' },
      p.path ? h('button', { type: 'button', class: 'sd-problem-link', onclick: () => focus(p.path) }, problemLine(p)) : p.message)));
    mark();
  }

  // owner finds the element that edits path, or the nearest enclosing
  // one.
  function owner(path) {
    for (let p = path; p;) {
      const el = root.querySelector(`[data-path="${CSS.escape(p)}"]:not(li)`) || (p === 'name' && opts.nameInDoc ? nameInput : null);
      if (el) return el;
      const cut = Math.max(p.lastIndexOf('.'), p.lastIndexOf('['));
      p = cut > 0 ? p.slice(0, cut) : '';
    }
    return null;
  }

  // mark shows each problem beside the field it concerns.
  function mark() {
    for (const el of root.querySelectorAll('.sd-field-problem')) el.remove();
    for (const el of root.querySelectorAll('[aria-invalid="true"]')) el.removeAttribute('aria-invalid');
    for (const p of problems) {
      const el = p.path && owner(p.path);
      if (!el) continue;
      el.setAttribute('aria-invalid', 'true');
      const msg = h('p', { class: 'sd-field-problem', role: 'alert', 'data-problem-path': p.path }, problemLine(p));
      const label = el.closest('label.field, label.sd-check');
      if (label) label.after(msg);
      else if (el.tagName === 'DETAILS') el.querySelector('summary').after(msg);
      else if (el.tagName === 'TR') el.after(h('tr', { class: 'sd-field-problem-row' }, h('td', { colspan: String(el.children.length) }, msg)));
      else if (el.matches('input, select, textarea, button')) el.after(msg);
      else el.prepend(msg);
      for (let d = el.closest('details'); d; d = d.parentElement && d.parentElement.closest('details')) d.open = true;
    }
  }

  function focus(path) {
    if (view === 'json') setView('form');
    const el = owner(path);
    if (!el) return;
    el.scrollIntoView({ block: 'center' });
    (el.matches('input, select, textarea, button') ? el : el.querySelector('input, select, textarea, button') || el).focus();
  }

  // The form and JSON tabs, when the page has them.
  function setView(v) {
    if (v === view) return;
    if (v === 'form' && !readJSON()) {
      jsonError.textContent = t('sdjs.fix_json', { why: jsonError.textContent });
      return;
    }
    if (v === 'form') drawAll();
    else jsonText.value = JSON.stringify(ed.doc, null, 2);
    view = v;
    $('#edit-form').hidden = v !== 'form';
    $('#edit-json').hidden = v !== 'json';
    $('#tab-form').setAttribute('aria-selected', String(v === 'form'));
    $('#tab-json').setAttribute('aria-selected', String(v === 'json'));
  }
  if ($('#tab-json')) {
    $('#tab-form').addEventListener('click', () => setView('form'));
    $('#tab-json').addEventListener('click', () => setView('json'));
  }

  // readJSON takes the JSON text as the draft when it is an object the
  // widgets can show, else says why in #json-error.
  function readJSON() {
    let parsed;
    try {
      parsed = JSON.parse(jsonText.value);
    } catch (e) {
      jsonError.textContent = t('sdjs.not_json', { why: e.message });
      jsonError.hidden = false;
      return false;
    }
    const need = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? usable(parsed) : t('sdjs.not_object');
    if (need) {
      jsonError.textContent = need;
      jsonError.hidden = false;
      return false;
    }
    jsonError.hidden = true;
    ed.doc = parsed;
    if (opts.nameInDoc) nameInput.value = ed.doc.name || '';
    return true;
  }
  if (jsonText) {
    jsonText.addEventListener('input', () => {
      const ok = readJSON();
      if (ok && view === 'form') drawAll();
      // The server names the line and column of broken JSON.
      schedule(ok ? undefined : jsonText.value);
    });
  }

  nameInput.addEventListener('input', () => {
    if (!opts.nameInDoc) {
      update();
      return;
    }
    ed.doc.name = nameInput.value;
    ed.changed({ redraw: false });
  });

  $('#save').addEventListener('click', async () => {
    const btn = $('#save');
    btn.disabled = true;
    $('#save-error').hidden = true;
    try {
      const res = await api(`${base}/api/rulesets`, { method: 'POST', body: { name: nameInput.value.trim(), doc: ed.doc } });
      location.href = res.url;
    } catch (e) {
      $('#save-error').textContent = e instanceof ApiError ? e.message : String(e);
      $('#save-error').hidden = false;
      if (e instanceof ApiError && e.problems.length) show(e.problems);
      update();
    }
  });

  // start loads the rule set the page edits (a copy when new) and checks
  // it.
  ed.start = async () => {
    try {
      const rs = await api(`${base}/api/rulesets/${encodeURIComponent(root.dataset.code)}`);
      ed.doc = JSON.parse(JSON.stringify(rs.doc));
      const copy = !opts.nameInDoc ? t('sdjs.my_copy', { name: rs.name }) : rs.default ? t('sdjs.mine') : t('sdjs.copy', { name: rs.name });
      nameInput.value = root.dataset.new ? copy : rs.name;
      if (opts.nameInDoc) ed.doc.name = nameInput.value;
    } catch (e) {
      $('#check-state').textContent = t('sdjs.load_failed', { why: e instanceof ApiError ? e.message : String(e) });
      return;
    }
    ed.changed();
    root.dataset.ready = '1';
  };
  return ed;
}
