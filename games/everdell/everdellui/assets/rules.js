// Rules reads the table's rule-set document: cards, locations, events,
// seasons and resources by id, and the limits of hand and city. Every
// name, cost and number the renderer draws comes from here; what a
// power does comes from texts.json, filled by the server from the same
// rule set in the reader's language, with the names in it (the
// default's translated, a rule set's own as written).

export class Rules {
  constructor(doc, texts) {
    this.doc = doc;
    this.texts = texts || { cards: {}, locations: {}, events: {} };
    const names = this.texts.names || {};
    const named = (list, kind) => new Map(list.map((x) => {
      const n = (names[kind] || {})[x.id];
      return [x.id, n ? { ...x, name: n } : x];
    }));
    this.cards = named(doc.cards, 'cards');
    this.locations = named(doc.locations, 'locations');
    this.events = named(doc.events, 'events');
    this.resources = doc.resources;
    this.seasons = doc.seasons.map((s) => s.id);
    this.handLimit = doc.hand_limit;
    this.cityLimit = doc.city_limit;
  }

  cardName(id) { return (this.cards.get(id) || {}).name || id; }

  locationName(id) { return (this.locations.get(id) || {}).name || id; }

  eventName(id) { return (this.events.get(id) || {}).name || id; }

  // placeName names where a worker stands, as PlayerView.placed says it:
  // a location id, "event:ID" or "card:OWNER:ID", "!" after one placed
  // for good.
  placeName(w) {
    const id = w.replace(/!$/, '');
    if (id.startsWith('event:')) return this.eventName(id.slice(6));
    if (id.startsWith('card:')) return this.cardName(id.split(':')[2]);
    return this.locationName(id);
  }

  cardText(id) { return this.texts.cards[id] || ''; }

  locationText(id) { return this.texts.locations[id] || ''; }

  eventText(id) { return this.texts.events[id] || ''; }

  // nextSeason is the season after id, or ''.
  nextSeason(id) {
    const i = this.seasons.indexOf(id);
    return i >= 0 && i + 1 < this.seasons.length ? this.seasons[i + 1] : '';
  }
}
