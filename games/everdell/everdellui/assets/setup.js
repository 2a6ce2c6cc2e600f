// Everdell's part of the set-the-table form: one to four players; with
// one, the solitary game against Rugwort; bots may fill other seats.
// Each seat's colour is handed out by the table.

import { h } from '/static/dom.js';
import { label } from './words.js';

export function newTableForm() {
  return {
    seatWords: { one: label('seatOne'), many: label('seatMany') },
    firstHint: label('firstHint'),
    options: h('div', { class: 'ed-form-note', 'data-testid': 'everdell-form-note' },
      h('p', { class: 'hint' }, label('formSolo')), h('p', { class: 'hint' }, label('formBots'))),
    placeholder: () => '',
    label: () => '',
    check: () => '',
    rules: () => ({}),
  };
}
