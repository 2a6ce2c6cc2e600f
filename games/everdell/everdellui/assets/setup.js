// Everdell's part of the set-the-table form: one to four players; with
// one, the solitary game against the opponent the table's rule set plays
// (Rugwort, or the rival of our design); bots may fill other seats. The
// table plays the game's default rule set, or one saved in the Rules
// Studio (/new?game=everdell&rules=CODE). Each seat's colour is handed
// out by the table.

import { api } from '/static/api.js';
import { h } from '/static/dom.js';
import { label } from './words.js';

export async function newTableForm(ctx) {
  const rs = await ruleSet(ctx);
  const rival = rs.doc.solo && rs.doc.solo.opponent === 'rival';
  return {
    seatWords: { one: label('seatOne'), many: label('seatMany') },
    firstHint: label('firstHint'),
    options: h('div', { class: 'ed-form-note', 'data-testid': 'everdell-form-note' },
      rs.code ? h('p', { class: 'hint', 'data-testid': 'everdell-form-rules' }, label('formRules', { name: rs.name, code: rs.code })) : null,
      h('p', { class: 'hint', 'data-testid': 'everdell-form-solo' }, label(rival ? 'formSoloRival' : 'formSolo')),
      h('p', { class: 'hint' }, label('formBots'))),
    placeholder: () => '',
    label: () => '',
    check: () => '',
    rules: () => (rs.code ? { rules_code: rs.code } : {}),
  };
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
      ctx.error(`No saved rule set has the code ${code}: the table will use the default rules.`);
    }
  }
  return { code: '', doc: await api('/api/games/everdell/content') };
}
