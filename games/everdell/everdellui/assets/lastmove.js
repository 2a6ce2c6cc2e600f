// The last move: what the last player to act changed, read from the log
// the viewer was sent (so it works alike for one's own moves, an
// opponent's, a bot's and the rival's, and never shows a secret the log
// hides). The board and the players' panels mark each thing it touched
// (a location, an event, a card that came into a city or the Meadow, the
// resources gained or paid) until the next move, and flash them once
// when the move is new.
//
// A move here is a whole turn: from the turn heading (the "turn" event)
// that started it up to the next one, so a card played in several steps
// (choose, pay, a power's choices) is one move, and the rival's answer
// to a Prepare for Season belongs to it.

// lastMove reads log (events with seq) and answers the marks, or null
// before the first move. Each answer has a key that changes with every
// new event of the move, so the renderer flashes only what is new.
export function lastMove(log, rules) {
  let end = log.length;
  while (end > 0 && log[end - 1].type === 'turn') end--;
  let start = end;
  while (start > 0 && log[start - 1].type !== 'turn') start--;
  // The first move has no heading before it: the log starts with the
  // first move's events (the deal is not in it).
  if (start === end) return null;
  const m = {
    key: `${log[end - 1].seq}:${end}`,
    seat: start > 0 ? log[start - 1].seat : log[0].seat,
    places: new Set(), events: new Set(), meadow: new Set(), seasons: new Set(),
    cards: new Map(), // seat → ids of cards that came into or were used in its city
    res: new Map(), // seat → {resource: change}
  };
  const city = (seat, id) => {
    if (!m.cards.has(seat)) m.cards.set(seat, new Set());
    m.cards.get(seat).add(id);
  };
  const change = (seat, r, n) => {
    if (!m.res.has(seat)) m.res.set(seat, {});
    const bag = m.res.get(seat);
    bag[r] = (bag[r] || 0) + n;
  };
  for (const e of log.slice(start, end)) {
    const ref = e.ref || '';
    switch (e.type) {
      case 'place': case 'rival-block': m.places.add(ref); break;
      case 'achieve': case 'rival-claim': m.events.add(ref); break;
      case 'play': case 'occupy': case 'visit': city(e.seat, ref); break;
      // A Meadow card Rugwort's worker now holds is marked like a new one.
      case 'meadow': case 'rival-meadow': m.meadow.add(ref); break;
      case 'prepare': case 'pass': m.seasons.add(e.seat); break;
      case 'gain': if (rules.resources.includes(ref)) change(e.seat, ref, e.amount || 0); break;
      case 'pay': if (rules.resources.includes(ref)) change(e.seat, ref, -(e.amount || 0)); break;
      case 'give':
        if (rules.resources.includes(ref)) {
          change(e.seat, ref, -(e.amount || 0));
          if (/^\d+$/.test(e.detail || '')) change(Number(e.detail), ref, e.amount || 0);
        }
        break;
      default:
        if (rules.locations.has(ref)) m.places.add(ref);
    }
  }
  return m;
}

// mark is the class list a thing's element gets: ed-last while it is the
// last move's, and ed-flash too while that move is new.
export function mark(c, touched) {
  if (!touched || !c.last) return '';
  return c.last.fresh ? ' ed-last ed-flash' : ' ed-last';
}
