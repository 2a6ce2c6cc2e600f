// The editor's form, drawn from the fields a game declares
// (gameweb.Field, #studio-fields), each input bound to the path the
// server's problems use. The kinds:
//
//	number, text, choice, check   one input (text with rows: a text
//	                              area; preview: what players will read
//	                              beneath it, from the game's hook)
//	radio                         a choice as buttons, each with a hint
//	list                          entries, each folded under its title
//	                              and badge, with the fields declared
//	                              under path[]; add and remove
//	rows                          the same, one row an entry
//	group                         an object of optional fields, folded;
//	                              emptied, it is removed
//	oneof                         an object holding one of the choices
//	                              as its key ({turns: 1}); the field
//	                              declared at path.key edits its value
//	sequence                      a list of choices in stretches
//	                              (groups): choose one, then another to
//	                              swap them, or give it another value
//	section, heading              the form's parts and their headings
//
// A choice's options are its own, the editor data's list "from"
// (#studio-data's choices) or the entries of a list of the document
// (from_doc). A field with "when" is shown only while its entry's key
// reads one of a list's values.
//
// An entry's title, a document's choice and a text's reading are shown
// in the reader's language where the rule set has the text translated
// (hooks.texts: English as written → translation, #studio-texts), the
// English as written staying in the field; where it has none, they are
// shown as written, in English, marked "not translated". This file names
// no game.

import { $, h, fill } from './dom.js';
import { t, lang } from './i18n.js';

// concrete writes pattern's [] with the indexes of path ("a[].b[]" with
// [2, 0] is "a[2].b[0]").
function concrete(pattern, idx) {
  let i = 0;
  return pattern.replace(/\[\]/g, () => `[${idx[i++]}]`);
}

// words is f's words for its place: {n} the last index, counted from 1.
const words = (f, idx) => f.words.replace('{n}', String((idx.length ? idx[idx.length - 1] : 0) + 1));

// formOf draws fields (all declared) into box for ed: data is the
// editor's data (#studio-data), hooks.preview(text, entry, doc, local)
// the game's reading of a text (local: text is in the reader's
// language, to be filled in its words), hooks.texts the translations. It keeps, between redraws, which entries
// are open and which space of a sequence is chosen.
export function formOf(ed, fields, data, hooks = {}) {
  const choices = (data && data.choices) || {};
  const badges = choices.badges || [];
  const open = new Set();
  const chosen = {};
  const byPath = new Map(fields.map((f) => [f.path, f]));
  const texts = hooks.texts || {};
  const local = lang !== 'en';
  // inReader is s, a text as written, in the reader's language, and
  // whether it is: [translation, true], or [s, false] when it has none.
  const inReader = (s) => (!local || !s ? [s, true] : Object.hasOwn(texts, s) ? [texts[s], true] : [s, false]);
  // asWritten shows s as written, in English, marked so.
  const asWritten = (s) => [h('span', { lang: 'en', class: 'sd-as-written' }, s), ' ',
    h('span', { class: 'sd-untranslated', 'data-testid': 'untranslated' }, t('sdjs.untranslated'))];
  const reader = (s) => { const [w, ok] = inReader(s); return ok ? w : asWritten(s); };
  const titled = (s) => (s ? reader(s) : t('sdjs.untitled'));
  // inside: f is drawn by a group or oneof field other than pattern's.
  const inside = (f, pattern = '') => fields.some((g) => (g.kind === 'group' || g.kind === 'oneof') && g.path !== pattern
    && f.path.startsWith(`${g.path}.`) && (!pattern || g.path.startsWith(`${pattern}.`)));
  // children are the declared fields drawn inside pattern's entries (or
  // its object): their path goes on from it without another list.
  const children = (pattern) => fields.filter((f) => f.kind && f.path.startsWith(`${pattern}.`)
    && !f.path.slice(pattern.length + 1).includes('[]') && !inside(f, pattern));
  const isTop = (f) => !f.path.includes('[]') && !inside(f);
  const optionsOf = (f) => {
    if (f.from_doc) {
      return [['', t('sdjs.any')], ...(ed.get(f.from_doc.list) || []).map((e) => [e[f.from_doc.value], e[f.from_doc.words] ? inReader(e[f.from_doc.words])[0] : e[f.from_doc.value]])];
    }
    return (f.from ? choices[f.from] || [] : f.choices || []).map((c) => [c.value, c.words]);
  };
  const shown = (f, entry) => !f.when || (choices[f.when.from] || []).some((c) => c.value === ed.get(`${entry}.${f.when.key}`));
  const button = (text, onclick, attrs = {}) => h('button', { type: 'button', class: 'btn btn-small', onclick, ...attrs }, text);
  const itemWords = (pattern, idx) => words(byPath.get(pattern) || { words: pattern }, idx);

  // settle removes the fields of entry no longer shown and starts those
  // shown again at their default.
  function settle(entry, pattern) {
    for (const f of children(pattern)) {
      if (!f.when) continue;
      const p = `${entry}.${f.path.slice(pattern.length + 1)}`;
      if (!shown(f, entry)) ed.set(p, undefined);
      else if (ed.get(p) === undefined && f.default !== undefined) ed.set(p, JSON.parse(JSON.stringify(f.default)));
    }
  }

  // input draws f at path; after, if given, follows each of its changes
  // before the draft is checked.
  function input(f, path, idx, entry, pattern, after) {
    const label = words(f, idx);
    const o = { optional: f.optional, onchange: after };
    switch (f.kind) {
      case 'number':
        return ed.field(label, path, { ...o, type: 'number', min: f.min, max: f.max || undefined, cls: 'sd-narrow' });
      case 'check':
        return ed.checkbox(label, path, o);
      case 'choice':
        return ed.choice(label, path, optionsOf(f), {
          optional: f.optional || !!f.from_doc,
          onchange: () => {
            if (after) after();
            if (!entry) return;
            settle(entry, pattern);
            ed.changed();
          },
        });
      case 'radio':
        return radio(f, path, label);
      case 'list': case 'rows':
        return list(f, path, idx);
      case 'group':
        return group(f, path, idx);
      case 'oneof':
        return oneof(f, path, idx);
      case 'sequence':
        return sequence(f, path);
      default:
        if (!f.preview) return ed.field(label, path, { ...o, rows: f.rows || 0 });
        return h('div', { class: 'sd-text' }, ed.field(label, path, { ...o, rows: f.rows || 0 }),
          h('p', { class: 'sd-preview small', 'data-preview': path, 'data-entry': entry || '', 'data-testid': 'text-preview', 'aria-live': 'polite' }));
    }
  }

  // fieldsOf draws pattern's children at entry (idx its indexes), the
  // single inputs side by side.
  function fieldsOf(pattern, entry, idx, after) {
    const out = [];
    let row = null;
    for (const f of children(pattern)) {
      if (!shown(f, entry)) continue;
      const el = input(f, concrete(f.path, idx), idx, entry, pattern, after);
      if (['number', 'choice', 'check'].includes(f.kind) || (f.kind === 'text' && !f.rows)) {
        if (!row) out.push(row = h('div', { class: 'sd-row' }));
        row.append(el);
      } else {
        row = null;
        out.push(...[el].flat().filter(Boolean));
      }
    }
    return out;
  }

  function radio(f, path, label) {
    const name = `sd-r-${path}`;
    return h('fieldset', { class: 'sd-radios', 'data-path': path }, h('legend', null, label),
      optionsOf(f).map(([v], i) => {
        const c = (f.choices || [])[i] || { words: v };
        const id = `${name}-${v}`;
        const r = h('input', { type: 'radio', name, id, value: v, 'data-testid': f.test ? `${f.test}-${v}` : null });
        r.checked = ed.get(path) === v;
        r.addEventListener('change', () => { if (r.checked) { ed.set(path, v); ed.changed({ redraw: false }); } });
        return h('label', { class: 'radio', for: id }, r, h('span', null, h('strong', null, c.words), c.hint ? `${t('sdjs.hint_sep')}${c.hint}` : ''));
      }));
  }

  function list(f, path, idx) {
    const entries = ed.get(path) || [];
    const item = `${f.path}[]`;
    const change = (fn) => () => {
      const now = ed.get(path) || [];
      fn(now);
      ed.set(path, now);
      ed.changed();
    };
    const remove = (k) => button(t('sdjs.remove', { what: itemWords(item, [...idx, k]) }), change((now) => now.splice(k, 1)));
    const drawn = entries.map((e, k) => {
      const p = `${path}[${k}]`;
      const body = fieldsOf(item, p, [...idx, k]);
      if (f.kind === 'rows') {
        const inline = body.filter((el) => el.classList.contains('sd-row'));
        if (inline.length) inline[0].append(remove(k));
        else body.push(remove(k));
        return h('li', { class: 'sd-effect-row', 'data-path': p }, body);
      }
      const badge = f.badge ? e[f.badge] : '';
      const d = h('details', { class: 'sd-entry', 'data-path': p, open: open.has(p) ? true : null },
        h('summary', null, h('span', { class: 'sd-entry-title', 'data-title': f.title ? `${p}.${f.title}` : null }, titled(f.title && e[f.title])),
          badge ? [' ', h('span', { class: `sd-badge sd-${badge}` }, (badges.find((b) => b.value === badge) || { words: badge }).words)] : null),
        body, h('div', { class: 'actions' }, remove(k)));
      d.addEventListener('toggle', () => { if (d.open) open.add(p); else open.delete(p); });
      return d;
    });
    const add = f.new ? button(t('sdjs.add', { what: itemWords(item, [...idx, entries.length]) }), change((now) => {
      now.push(JSON.parse(JSON.stringify(f.new).replaceAll('{n}', String(now.length + 1))));
      open.add(`${path}[${now.length - 1}]`);
    })) : null;
    if (f.kind === 'rows') {
      return h('div', { class: 'sd-effects-editor', 'data-path': path }, h('p', { class: 'field-label' }, words(f, idx)),
        drawn.length ? h('ol', null, drawn) : h('p', { class: 'sd-none' }, t('sdjs.none')), add);
    }
    return h('div', { class: 'sd-entries', 'data-path': path }, drawn, add);
  }

  function group(f, path, idx) {
    const used = Object.keys(ed.get(path) || {}).length > 0;
    // An emptied group is removed with its last bound.
    const prune = () => { const c = ed.get(path); if (c && !Object.keys(c).length) ed.set(path, undefined); };
    return h('details', { class: 'sd-cond', open: used ? true : null, 'data-path': path },
      h('summary', null, words(f, idx)), h('div', { class: 'sd-row' }, fieldsOf(f.path, path, idx, prune)));
  }

  function oneof(f, path, idx) {
    const value = ed.get(path) || {};
    const opts = optionsOf(f);
    const unit = opts.map(([v]) => v).find((v) => v && value[v] !== undefined) || '';
    const id = `sd-o-${path}`;
    const sel = h('select', { id, 'data-path': path }, [['', t('sdjs.none_choice')], ...opts].map(([v, text]) => {
      const o = h('option', { value: v, title: v }, text);
      o.selected = v === unit;
      return o;
    }));
    sel.addEventListener('change', () => {
      const v = sel.value;
      const inner = byPath.get(`${f.path}.${v}`);
      ed.set(path, v === '' ? undefined : { [v]: inner && inner.default !== undefined ? inner.default : true });
      ed.changed();
    });
    const inner = unit && byPath.get(`${f.path}.${unit}`);
    return [h('label', { class: 'field', for: id }, h('span', { class: 'field-label' }, words(f, idx)), sel),
      inner && inner.kind ? input(inner, `${path}.${unit}`, idx) : null];
  }

  function sequence(f, path) {
    const seq = ed.get(path) || [];
    const opts = optionsOf(f);
    const name = (v) => (opts.find(([k]) => k === v) || [v, v])[1];
    const groups = f.groups && f.groups.length ? f.groups : [{ value: '', words: '' }];
    const per = Math.ceil(seq.length / groups.length) || 1;
    const sel = chosen[path] ?? -1;
    const test = f.test || path;
    const focusOn = (i) => () => { const b = document.querySelector(`[data-testid="${test}-${i + 1}"]`); if (b) b.focus(); };
    const redraw = (i, said) => {
      ed.changed({ redraw: true });
      setTimeout(focusOn(i));
      if (said) $(`#${test}-live`).textContent = said;
    };
    const pick = (i) => {
      if (sel === -1 || sel === i) {
        chosen[path] = sel === i ? -1 : i;
        redraw(i);
        return;
      }
      [seq[sel], seq[i]] = [seq[i], seq[sel]];
      chosen[path] = -1;
      ed.set(path, seq);
      redraw(i, t('sdjs.seq_swapped', { a: itemWords(`${f.path}[]`, [sel]), b: itemWords(`${f.path}[]`, [i]) }));
    };
    const key = (e, i) => {
      const moves = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: per, ArrowUp: -per };
      if (e.key === 'Escape' && sel >= 0) { chosen[path] = -1; redraw(i); return; }
      if (!(e.key in moves)) return;
      e.preventDefault();
      focusOn((i + moves[e.key] + seq.length) % seq.length)();
    };
    const stretches = groups.map((g, gi) => h('div', { class: `sd-stretch sd-stretch-${g.value}` },
      g.words ? h('h3', null, g.words) : null,
      h('div', { class: 'sd-space-buttons', role: 'group', 'aria-label': g.words || words(f, []) },
        seq.slice(gi * per, gi * per + per).map((v, j) => {
          const i = gi * per + j;
          return h('button', {
            type: 'button', class: `sd-space-btn sd-space-${v}`, 'data-space': i + 1, 'data-path': `${path}[${i}]`,
            'data-testid': `${test}-${i + 1}`, 'aria-pressed': i === sel ? 'true' : 'false',
            onclick: () => pick(i), onkeydown: (e) => key(e, i),
          }, h('span', { class: 'sd-space-n' }, i + 1), ' ', name(v));
        }))));
    const panel = sel >= 0 && sel < seq.length ? h('div', { class: 'sd-space-panel', 'data-testid': `${test}-panel` },
      h('p', null, t('sdjs.seq_chosen', { what: itemWords(`${f.path}[]`, [sel]) })),
      h('div', { class: 'actions' },
        opts.map(([v, text]) => button(text, () => {
          seq[sel] = v;
          chosen[path] = -1;
          ed.set(path, seq);
          redraw(sel, t('sdjs.seq_set', { what: itemWords(`${f.path}[]`, [sel]), value: text }));
        }, { disabled: seq[sel] === v ? true : null, 'data-testid': `${test}-make-${v}` })),
        button(t('sdjs.cancel'), () => { chosen[path] = -1; redraw(sel); }))) : null;
    return h('div', { class: 'sd-sequence' },
      h('div', { class: 'sd-board' }, h('div', { class: 'sd-seq-figure', 'data-figure': path }),
        h('div', { class: 'sd-stretches', 'data-path': path }, stretches)),
      panel, h('p', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite', id: `${test}-live` }));
  }

  // draw lays the top-level fields out by section (a table of contents
  // first), or, with no sections declared, grouped by their "section".
  function draw(box) {
    const top = fields.filter((f) => f.kind && isTop(f));
    if (!top.some((f) => f.kind === 'section')) {
      const groups = [];
      for (const f of top) {
        let s = groups.find((x) => x.name === (f.section || ''));
        if (!s) groups.push(s = { name: f.section || '', items: [] });
        const simple = ['number', 'text', 'choice', 'check'].includes(f.kind) && !f.rows && !f.from && !f.from_doc;
        s.items.push(simple ? ed.declared(f.path) : input(f, f.path, []), f.hint ? h('p', { class: 'hint' }, f.hint) : null);
      }
      fill(box, groups.map((s) => h('div', { class: 'sd-field-group' }, s.name ? h('h3', null, s.name) : null, s.items)));
      return;
    }
    const sections = [];
    let row = null;
    for (const f of top) {
      if (f.kind === 'section') {
        sections.push(h('section', { class: 'card sd-section', id: `ed-${f.path}`, 'data-section': f.path, 'aria-labelledby': `ed-${f.path}-h` },
          h('h2', { id: `ed-${f.path}-h` }, f.words), f.hint ? h('p', { class: 'hint' }, f.hint) : null));
        row = null;
        continue;
      }
      if (!sections.length) sections.push(h('div', { class: 'sd-section' }));
      const sec = sections[sections.length - 1];
      if (f.kind === 'heading') {
        sec.append(h('h3', null, f.words));
        row = null;
        continue;
      }
      const el = input(f, f.path, []);
      if (['number', 'choice'].includes(f.kind)) {
        if (!row) sec.append(row = h('div', { class: 'sd-row' }));
        row.append(el);
      } else {
        row = null;
        sec.append(...[el].flat(), f.hint ? h('p', { class: 'hint' }, f.hint) : '');
      }
    }
    const toc = h('nav', { class: 'sd-toc', 'aria-label': t('sdjs.parts') },
      top.filter((f) => f.kind === 'section').map((f) => h('a', { href: `#ed-${f.path}` }, f.words)));
    fill(box, toc, sections);
  }

  // previews fills every text's preview from the game's hook, and every
  // entry's title from its field as it now reads.
  function previews(box) {
    for (const el of box.querySelectorAll('[data-title]')) fill(el, titled(ed.get(el.dataset.title)));
    if (!hooks.preview) return;
    for (const p of box.querySelectorAll('[data-preview]')) {
      try {
        const [text, ok] = inReader(ed.get(p.dataset.preview) ?? '');
        const read = hooks.preview(text, ed.get(p.dataset.entry) ?? {}, ed.doc, ok && local);
        if (ok) {
          p.textContent = t('sdjs.reads', { text: read });
        } else {
          const [before, after] = t('sdjs.reads', { text: '\u0001' }).split('\u0001');
          fill(p, before, ...asWritten(read), after);
        }
        p.classList.remove('error');
      } catch (e) {
        p.textContent = t('sdjs.no_fill', { why: e.message });
        p.classList.add('error');
      }
    }
  }

  return { draw, previews };
}
