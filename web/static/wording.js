// The browser's filler of package wording's grammar (wording/doc.go is
// the guided tour and the reference). It is the only one in the browser:
// every game's words and card texts fill through it, and the browser
// test e2e/wording_test.go holds it to every case of the Go package's
// wording/testdata/cases.json, so the two cannot drift apart.
//
//   {name}  {words:n}  {ordinal:n}  {count:n|one|many}  {words:n|one|many}
//   {plural:n|one|many}  {sign:n|up|down}  {list:name}  {unit:n} (a game's)
//   {if:name}…{else}…{end}  {if:!name}…{end}  {if:name|yes|no}  {{ for "{"
//
// values is an object or a function from a name to its value (a whole
// number, a text, true/false or an array of texts; undefined when it
// has none).

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const IRREGULAR = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };

// english is wording.English: how numbers, plurals and lists read.
export const english = {
  number(n) {
    const s = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return n < 0 ? `-${s}` : s;
  },
  spell(n) {
    if (n < 0 || n > 99) return english.number(n);
    if (n < 20) return SMALL[n];
    return n % 10 === 0 ? TENS[n / 10] : `${TENS[Math.floor(n / 10)]}-${SMALL[n % 10]}`;
  },
  ordinal(n) {
    if (n < 1 || n > 99) {
      let suffix = 'th';
      const m = n % 100;
      if ((m < 11 || m > 13) && n >= 0) suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] || 'th';
      return english.number(n) + suffix;
    }
    const w = english.spell(n);
    const i = w.lastIndexOf('-');
    const head = i < 0 ? '' : w.slice(0, i + 1);
    const last = i < 0 ? w : w.slice(i + 1);
    if (IRREGULAR[last]) return head + IRREGULAR[last];
    return head + (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  },
  plural(n, forms) {
    if (!forms.length) return '';
    return n === 1 ? forms[0] : forms[forms.length - 1];
  },
  list(items) {
    if (items.length < 2) return items.join('');
    return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  },
};

// formatFor is the formatter of a locale other than English, from the
// rules Go serves (locale.Descriptor, held to golang.org/x/text by a Go
// test): digits grouped its way, in digits where English spells, its
// plural rule and its list words.
export function formatFor(d) {
  if (!d || d.lang === 'en') return english;
  const number = (n) => {
    const s = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, d.group);
    return n < 0 ? `-${s}` : s;
  };
  return {
    number,
    spell: number,
    ordinal: (n) => d.ordinal.replace('{n}', number(n)),
    plural(n, forms) {
      if (!forms.length) return '';
      return d.plural === 'one' && n === 1 ? forms[0] : forms[forms.length - 1];
    },
    list(items) {
      if (items.length < 2) return items.join('');
      return `${items.slice(0, -1).join(d.listSep)}${d.listAnd}${items[items.length - 1]}`;
    },
  };
}

const FORMS = { '': [0], words: [0, 2], ordinal: [0], count: [2], plural: [2], sign: [2], list: [0], if: [0, 2] };

function usage(form) {
  switch (form) {
    case '': return 'a bare value takes no words after | (to choose words, use a form: {count:n|one|many})';
    case 'words': return 'write {words:name} or {words:name|one|many}';
    case 'if': return 'write {if:name}…{end} or {if:name|yes|no}';
    case 'ordinal': case 'list': return `write {${form}:name}, with no words after |`;
    default: return `write {${form}:name|one|many}: two words after the name`;
  }
}

class WordingSyntaxError extends Error {
  constructor(offset, msg) {
    super(`at character ${offset + 1}: ${msg}`);
    this.offset = offset;
  }
}

const isDigit = (s) => /^[0-9]/.test(s);
const isNumber = (s) => /^[0-9]+$/.test(s);

function parseTerm(s, neg) {
  if (s === '') throw new Error('a + or - with nothing beside it');
  if (isDigit(s)) {
    if (!isNumber(s) || Number(s) > 1e9) throw new Error(`"${s}" is not a whole number`);
    return { neg, num: Number(s) };
  }
  if (!/^[A-Za-z0-9_.[\]-]+$/.test(s)) throw new Error(`"${s}" is not a name (letters, digits, _ . - and [n])`);
  return { neg, path: s };
}

function parseExpr(s) {
  if (s.trim() === '') throw new Error('no name');
  if (s.trim() !== s) throw new Error(`"${s}": a name has no spaces round it`);
  const out = [];
  let neg = false;
  let start = 0;
  for (let i = 0; i <= s.length; i++) {
    const op = i < s.length && (s[i] === '+' || (s[i] === '-'
      && (isDigit(s.slice(i + 1).replace(/^ +/, '')) || isNumber(s.slice(start, i).trim()))));
    if (i < s.length && !op) continue;
    out.push(parseTerm(s.slice(start, i).trim(), neg));
    if (i < s.length) neg = s[i] === '-';
    start = i + 1;
  }
  return out;
}

function exprString(e) {
  return e.map((t, i) => (t.neg ? '-' : i > 0 ? '+' : '') + (t.path ?? String(t.num))).join('');
}

function placeholder(spec) {
  const colon = spec.indexOf(':');
  const form = colon < 0 ? '' : spec.slice(0, colon);
  const rest = colon < 0 ? spec : spec.slice(colon + 1);
  if (form !== '' && !/^[A-Za-z_]+$/.test(form)) throw new Error(`"${form}" is not a form (forms are words: count, words, if, …)`);
  const parts = rest.split('|');
  const n = { form, args: parts.length > 1 ? parts.slice(1) : null, neg: false };
  let name = parts[0];
  if (form === 'if' && name.startsWith('!')) {
    name = name.slice(1);
    n.neg = true;
    if (n.args) throw new Error('{if:!…} takes no words after | (swap them instead)');
  }
  n.name = parseExpr(name);
  if (form === '' && !n.args && (name === 'end' || name === 'else')) throw new Error(`a value cannot be named ${name}: {${name}} closes a condition`);
  const counts = FORMS[form];
  if (counts && !counts.includes(n.args ? n.args.length : 0)) throw new Error(usage(form));
  return n;
}

// parse reads src into nodes, throwing an Error that says where and why
// for a text that breaks the grammar.
export function parse(src) {
  let at = 0;
  const nodes = (depth) => {
    const out = [];
    let lit = '';
    const flush = () => { if (lit) { out.push({ text: lit }); lit = ''; } };
    while (at < src.length) {
      const i = src.indexOf('{', at);
      if (i < 0) { lit += src.slice(at); at = src.length; break; }
      lit += src.slice(at, i);
      at = i;
      if (src.startsWith('{{', at)) { lit += '{'; at += 2; continue; }
      const start = at;
      const j = src.indexOf('}', at);
      if (j < 0) throw new WordingSyntaxError(start, 'a { is never closed (write {{ for a brace)');
      const spec = src.slice(at + 1, j);
      at = j + 1;
      if (spec === 'end' || spec === 'else') {
        if (depth === 0) throw new WordingSyntaxError(start, `{${spec}} without its {if:…}`);
        flush();
        return [out, spec];
      }
      let n;
      try { n = placeholder(spec); } catch (e) { throw new WordingSyntaxError(start, `{${spec}}: ${e.message}`); }
      if (n.form === 'if' && !n.args) {
        const [then, end] = nodes(depth + 1);
        if (end === '') throw new WordingSyntaxError(start, 'an {if:…} is never closed with {end}');
        n.then = then;
        if (end === 'else') {
          const [els, end2] = nodes(depth + 1);
          if (end2 === '') throw new WordingSyntaxError(start, 'an {if:…} is never closed with {end}');
          if (end2 === 'else') throw new WordingSyntaxError(start, 'an {if:…} has two {else}');
          n.els = els;
        }
      }
      flush();
      out.push(n);
    }
    flush();
    return [out, ''];
  };
  return nodes(0)[0];
}

const cache = new Map();
function parsed(src) {
  let t = cache.get(src);
  if (!t) {
    t = parse(src);
    if (cache.size > 5000) cache.clear();
    cache.set(src, t);
  }
  return t;
}

const isSet = (v) => (typeof v === 'number' || typeof v === 'boolean' ? !!v
  : typeof v === 'string' ? v !== '' : Array.isArray(v) ? v.length > 0 : false);

function known(v) {
  return typeof v === 'string' || typeof v === 'boolean' || Array.isArray(v) || Number.isInteger(v);
}

function raw(v, f) {
  if (typeof v === 'number') return f.number(v);
  if (Array.isArray(v)) return f.list(v);
  return String(v);
}

// fillStrict writes src with values, throwing an Error for the first
// problem (an unknown name, a text where a number is needed, …).
// opts: { units: {name: {one, many, signed}}, format: english, missing: '' }.
export function fillStrict(src, values, opts = {}) {
  const r = write(src, values, opts);
  if (r.error) throw new Error(r.error);
  return r.text;
}

// fill writes src with values, each placeholder it cannot fill standing
// as opts.missing (''); it throws only for a text that breaks the grammar.
export function fill(src, values, opts = {}) {
  return write(src, values, opts).text;
}

function write(src, values, opts) {
  const f = opts.format || english;
  const units = opts.units || {};
  const get = typeof values === 'function' ? values : (k) => (values && Object.hasOwn(values, k) ? values[k] : undefined);
  let error = '';
  const fail = (n, msg) => { if (!error) error = `{${n.form ? `${n.form}:` : ''}${exprString(n.name)}}: ${msg}`; };
  const value = (e) => {
    if (e.length === 1 && e[0].path !== undefined && !e[0].neg) {
      const v = get(e[0].path);
      if (!known(v)) throw new Error(`"${e[0].path}" names no value`);
      return v;
    }
    let sum = 0;
    for (const t of e) {
      let n = t.num;
      if (t.path !== undefined) {
        const v = get(t.path);
        if (!known(v)) throw new Error(`"${t.path}" names no value`);
        if (typeof v !== 'number') throw new Error(`"${t.path}" is not a number (a sum adds numbers)`);
        n = v;
      }
      sum += t.neg ? -n : n;
    }
    return sum;
  };
  const one = (n) => {
    const v = value(n.name);
    if (n.form === '') return raw(v, f);
    if (n.form === 'list') {
      if (!Array.isArray(v)) throw new Error('is not a list');
      return f.list(v);
    }
    if (typeof v !== 'number') throw new Error('is not a number');
    const size = Math.abs(v);
    switch (n.form) {
      case 'words': return n.args ? `${f.spell(size)} ${f.plural(size, n.args)}` : f.spell(size);
      case 'ordinal': return f.ordinal(size);
      case 'count': return `${f.number(size)} ${f.plural(size, n.args)}`;
      case 'plural': return f.plural(size, n.args);
      case 'sign': return v >= 0 ? n.args[0] : n.args[1];
      default: break;
    }
    const u = Object.hasOwn(units, n.form) ? units[n.form] : undefined;
    if (!u) throw new Error(`"${n.form}" is not a form`);
    const want = u.signed ? 2 : 0;
    if ((n.args ? n.args.length : 0) !== want) {
      throw new Error(u.signed ? `write {${n.form}:name|word for 0 or more|word for less}` : `write {${n.form}:name}, with no words after |`);
    }
    const s = `${f.number(size)} ${f.plural(size, [u.one, u.many])}`;
    if (!u.signed) return s;
    return `${s} ${v >= 0 ? n.args[0] : n.args[1]}`;
  };
  const walk = (ns) => {
    let out = '';
    for (const n of ns) {
      if (!n.name) { out += n.text; continue; }
      if (n.form === 'if') {
        let v;
        try { v = value(n.name); } catch { v = undefined; }
        const held = isSet(v) !== n.neg;
        if (n.args) out += held ? n.args[0] : n.args[1];
        else out += walk(held ? n.then : (n.els || []));
        continue;
      }
      try {
        out += one(n);
      } catch (e) {
        fail(n, e.message);
        out += opts.missing || '';
      }
    }
    return out;
  };
  return { text: walk(parsed(src)), error };
}
