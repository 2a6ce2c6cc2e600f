// The planet game's part of the set-the-table form. The frame asks for
// the number of players (1 to 4) and who sits where; with one player the
// game is the solitary game against the automa, and bots may fill any
// other seat. Each seat's colour is handed out by the table.

import { h } from '/static/dom.js';
import { WORDS } from './words.js';

export function newTableForm() {
  const f = WORDS.form;
  return {
    seatWords: { one: WORDS.labels.seatOne, many: WORDS.labels.seatMany },
    firstHint: f.firstHint,
    options: h('div', { class: 'evergreen-form-note', 'data-testid': 'evergreen-form-note' },
      h('p', { class: 'hint' }, f.solo), h('p', { class: 'hint' }, f.bots)),
    placeholder: () => '',
    label: () => '',
    check: () => '',
    rules: () => ({}),
  };
}
