// Card, option, Virtue and Market item texts are made from their numbers:
// a text names each number by a placeholder, filled from the entry it
// belongs to (or from the rule set: duties.give_cost, …). This is the
// browser's filler, for Rules Studio's live preview and the game's pages,
// which read the document as written. The Go filler (games/nobles,
// text.go) documents the grammar and is the reference; the browser test
// e2e/cardtext_test.go checks the two agree on every default text.
//
//   {path}               the number in digits, "1,600" (without its sign)
//   {crowns:path}        "1,600 Crowns", "1 Crown"
//   {more:path|up|down}  "100 Crowns up" (0 or more) / "100 Crowns down"
//   {words:path}         "two"; {words:path|one|many}: "two turns"
//
// A path may be a sum or difference of paths and whole numbers
// ("effects[0].duration.turns-1").

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

export function groupDigits(n) {
  const s = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${s}` : s;
}

export function numberWords(n) {
  if (n < 0 || n > 99) return groupDigits(n);
  if (n < 20) return SMALL[n];
  return n % 10 === 0 ? TENS[n / 10] : `${TENS[Math.floor(n / 10)]}-${SMALL[n % 10]}`;
}

const crowns = (n) => (n === 1 ? '1 Crown' : `${groupDigits(n)} Crowns`);

// lookup resolves "effects[0].if.min_crowns" in tree; an omitted number
// is 0, as in Go.
function lookup(tree, path) {
  let cur = tree;
  for (const part of path.split('.')) {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) return undefined;
    if (m[1]) {
      if (cur === null || typeof cur !== 'object' || Array.isArray(cur) || !(m[1] in cur)) return undefined;
      cur = cur[m[1]];
    }
    for (const idx of m[2].match(/\d+/g) || []) {
      if (!Array.isArray(cur) || Number(idx) >= cur.length) return undefined;
      cur = cur[Number(idx)];
    }
  }
  if (cur === undefined || cur === null) return 0;
  return Number.isInteger(cur) ? cur : undefined;
}

function value(expr, entry, doc) {
  let sum = 0;
  for (const m of expr.matchAll(/([+-]?)([^+-]+)/g)) {
    const term = m[2].trim();
    let v = /^\d+$/.test(term) ? Number(term) : lookup(entry, term);
    // From the rule set itself a text may read only what the Go filler
    // offers: the Duty costs, the season incomes and the turns per season.
    if (v === undefined && /^(duties\.|income\.|turns_per_season$)/.test(term)) v = lookup(doc, term);
    if (v === undefined) throw new Error(`"${term}" names no number`);
    sum += m[1] === '-' ? -v : v;
  }
  return sum;
}

function one(spec, entry, doc) {
  const colon = spec.indexOf(':');
  const form = colon < 0 ? '' : spec.slice(0, colon);
  const args = (colon < 0 ? spec : spec.slice(colon + 1)).split('|');
  const n = value(args[0], entry, doc);
  const abs = Math.abs(n);
  switch (form) {
    case '': if (args.length === 1) return groupDigits(abs); break;
    case 'crowns': if (args.length === 1) return crowns(abs); break;
    case 'more': if (args.length === 3) return `${crowns(abs)} ${n >= 0 ? args[1] : args[2]}`; break;
    case 'words':
      if (args.length === 1) return numberWords(abs);
      if (args.length === 3) return `${numberWords(abs)} ${abs === 1 ? args[1] : args[2]}`;
      break;
    default: throw new Error(`unknown form "${form}" (forms: crowns, more, words)`);
  }
  throw new Error(`{${spec}}: wrong number of words after |`);
}

// fillText fills text's placeholders from entry, then from doc. It throws
// an Error saying what is wrong with a placeholder that does not fill.
export function fillText(text, entry, doc) {
  if (typeof text !== 'string' || !text.includes('{')) return text;
  let out = '';
  for (let i = 0; i < text.length;) {
    if (text[i] !== '{') { out += text[i++]; continue; }
    if (text.startsWith('{{', i)) { out += '{'; i += 2; continue; }
    const end = text.indexOf('}', i);
    if (end < 0) throw new Error('a { is never closed (write {{ for a brace)');
    out += one(text.slice(i + 1, end), entry, doc);
    i = end + 1;
  }
  return out;
}

// renderTexts returns a copy of a rule-set document with every card,
// option, Virtue and item text filled; a text that does not fill is left
// as written.
export function renderTexts(doc) {
  const d = structuredClone(doc);
  // Filling changes texts only, never numbers, so d itself can be read.
  const fill = (o) => { try { o.text = fillText(o.text, o, d); } catch { /* left as written */ } };
  for (const v of d.virtues || []) fill(v);
  for (const it of d.market || []) fill(it);
  for (const c of (d.decks || {}).proving || []) { fill(c); for (const o of c.options || []) fill(o); }
  for (const deck of ['ordeal', 'decree']) for (const c of (d.decks || {})[deck] || []) fill(c);
  return d;
}
