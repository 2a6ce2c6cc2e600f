// Everdell's part of the set-the-table form: one to four players; with
// one, the solitary game against the opponent the table's rule set plays
// (Rugwort, or the rival of our design); bots may fill other seats. The
// table plays the game's default rule set, or one saved in the Rules
// Studio (/new?game=everdell&rules=CODE). Each seat's colour is handed
// out by the table.

import { api } from '/static/api.js';
import { h } from '/static/dom.js';
import { UI, label } from './words.js';

export async function newTableForm(ctx) {
  const rs = await ruleSet(ctx);
  const rival = rs.doc.solo && rs.doc.solo.opponent === 'rival';
  // Rugwort's year is his difficulty; a saved rule set keeps its own.
  const year = !rival && !rs.code && rs.doc.solo && rs.doc.solo.rugwort ? yearSelect(rs.doc.solo.rugwort.year || 1) : null;
  return {
    seatWords: { one: label('seatOne'), many: label('seatMany') },
    firstHint: label('firstHint'),
    options: h('div', { class: 'ed-form-note', 'data-testid': 'everdell-form-note' },
      rs.code ? h('p', { class: 'hint', 'data-testid': 'everdell-form-rules' }, label('formRules', { name: rs.name, code: rs.code })) : null,
      h('p', { class: 'hint', 'data-testid': 'everdell-form-solo' }, label(rival ? 'formSoloRival' : 'formSolo')),
      year ? h('p', null, h('label', { for: 'rugwort-year' }, label('formYear')), ' ', year.el) : null,
      h('p', { class: 'hint' }, label('formBots'))),
    placeholder: () => '',
    label: () => '',
    check: () => '',
    rules: () => {
      if (rs.code) return { rules_code: rs.code };
      // One player against Rugwort in another year than the rule set's:
      // the year is merged onto the rules.
      const alone = document.getElementById('seat-count')?.value === '1';
      return year && alone && year.changed() ? { rules: { solo: { rugwort: { year: year.value() } } } } : {};
    },
  };
}

// yearSelect chooses Rugwort's year, def being the rule set's.
function yearSelect(def) {
  const names = UI.labels.rugwortYears || [];
  const el = h('select', { id: 'rugwort-year', 'data-testid': 'rugwort-year' },
    names.map((name, i) => h('option', { value: String(i + 1) }, label('formYearOption', { year: i + 1, name }))));
  el.value = String(def);
  return { el, value: () => Number(el.value), changed: () => Number(el.value) !== def };
}

// ruleSet is the rule set the table will play, {code, name, doc}: the
// saved one ?rules= names, else the game's default (code "", sent as no
// code at all).
async function ruleSet(ctx) {
  const code = ctx.params.get('rules');
  if (code) {
    try {
      // The game's Studio API, beside these assets: it knows the saved name.
      const rs = await api(new URL(`../api/rulesets/${encodeURIComponent(code)}`, import.meta.url).pathname);
      return { code: rs.default ? '' : rs.code, name: rs.name, doc: rs.doc };
    } catch {
      ctx.error(label('formNoRules', { code }));
    }
  }
  return { code: '', doc: await api('/api/games/everdell/content') };
}
