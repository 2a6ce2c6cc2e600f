package ruleset

import "slices"

// Change is one difference between two rule sets, as a game's Diff
// reports it (each game compares its own fields, and says the change in
// its own words).
//
// Path locates the value in the rule set that has it (the other rule set,
// or the base one for something removed), in the form problems use:
// "decks.ordeal[3].effects[0].amount", "cards[3].symbol". Item names the
// thing changed the way a player would look for it ("Ordeal 'The Spring
// Floods'", "Card 'Farm'", "Hand limit") and Field the part of it
// ("amount", "cost twig", "" for the thing as a whole). Old and New are
// the values as plain strings: numbers in digits, flags as true or
// false, texts whole; Old is "" for something added, New for something
// removed.
type Change struct {
	Kind  string `json:"kind"` // ChangeChanged, ChangeAdded, ChangeRemoved or ChangeMoved
	Path  string `json:"path"`
	Item  string `json:"item"`
	Field string `json:"field,omitempty"`
	Old   string `json:"old"`
	New   string `json:"new"`
}

// Change kinds.
const (
	ChangeChanged = "changed" // a value differs
	ChangeAdded   = "added"   // an entry (card, item, biome, …) only the other rule set has
	ChangeRemoved = "removed" // an entry only the base rule set has
	ChangeMoved   = "moved"   // the same entries in another order (a deck, the Market, …)
)

// Keys returns the keys of every map given, each once, sorted: the order
// in which a Diff walks two rule sets' maps (their provenance badges),
// and a Validate reports a map's problems.
func Keys[V any](ms ...map[string]V) []string {
	seen := map[string]bool{}
	var out []string
	for _, m := range ms {
		for k := range m {
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	slices.Sort(out)
	return out
}
