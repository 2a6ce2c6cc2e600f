package table

import (
	"fmt"
	"math/rand/v2"
	"sync"

	"evergreen/bots"
	"evergreen/bots/noblesbots"
	"evergreen/engine"
	"evergreen/games/nobles"
)

// Game adapts one game package to tables: building rule sets and starting
// games from stored records. The table itself knows nothing of any game's
// rules.
type Game interface {
	Name() string
	// LoadRules merges a rule-set patch onto the game's default (nil for
	// none) and returns the canonical document and its code.
	LoadRules(patch []byte) (doc []byte, code string, err error)
	// LoadDocument checks a complete rule-set document (a saved or
	// replayed one) and returns its canonical form and code.
	LoadDocument(doc []byte) (canonical []byte, code string, err error)
	// Start deals a new game under a full rule-set document.
	Start(doc []byte, seed uint64, seats []SeatSpec, first int) (engine.State, error)
	// Choices resolves random House and Virtue choices into concrete ids
	// (deterministically from rng), checking that none repeats.
	Choices(doc []byte, seats []SeatSpec, rng *rand.Rand) ([]SeatSpec, error)
	// Describe returns public facts about a seat's House for table info.
	Describe(doc []byte, house string) (colour, sigil, name string)
	// Bots returns the bots that can play this game under a rule set.
	Bots(doc []byte) (bots.Registry, error)
}

// SeatSpec is the game-facing part of a seat.
type SeatSpec struct {
	Name   string
	House  string
	Virtue string
}

// Nobles is the Game for Nobles of Evergreen. It keeps compiled rule
// sets so that tables sharing rules share one copy.
type Nobles struct {
	mu    sync.Mutex
	cache map[string]*nobles.Ruleset // by document
}

// NewNobles returns the Nobles adapter.
func NewNobles() *Nobles { return &Nobles{cache: map[string]*nobles.Ruleset{}} }

// Name is "nobles".
func (*Nobles) Name() string { return "nobles" }

// LoadRules merges patch onto the Crown's Guidance.
func (n *Nobles) LoadRules(patch []byte) ([]byte, string, error) {
	rs, err := nobles.LoadRules(patch)
	if err != nil {
		return nil, "", err
	}
	n.mu.Lock()
	defer n.mu.Unlock()
	// Tables with the same rules share one compiled rule set and one copy
	// of its document.
	if cached, ok := n.cache[string(rs.Doc)]; ok {
		return cached.Doc, cached.Code, nil
	}
	n.cache[string(rs.Doc)] = rs
	return rs.Doc, rs.Code, nil
}

// LoadDocument checks a complete document.
func (n *Nobles) LoadDocument(doc []byte) ([]byte, string, error) {
	rs, err := n.Ruleset(doc)
	if err != nil {
		return nil, "", err
	}
	return rs.Doc, rs.Code, nil
}

// Ruleset returns the compiled form of a rule-set document.
func (n *Nobles) Ruleset(doc []byte) (*nobles.Ruleset, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if rs, ok := n.cache[string(doc)]; ok {
		return rs, nil
	}
	rs, err := nobles.LoadDocument(doc)
	if err != nil {
		return nil, err
	}
	n.cache[string(doc)] = rs
	return rs, nil
}

// Start deals a game.
func (n *Nobles) Start(doc []byte, seed uint64, seats []SeatSpec, first int) (engine.State, error) {
	rs, err := n.Ruleset(doc)
	if err != nil {
		return nil, err
	}
	setup := nobles.Setup{Seed: seed, FirstSeat: first}
	for _, s := range seats {
		setup.Seats = append(setup.Seats, nobles.SeatSetup{Name: s.Name, House: s.House, Virtue: s.Virtue})
	}
	return nobles.NewGame(rs, setup)
}

// Choices fills in random Houses and Virtues.
func (n *Nobles) Choices(doc []byte, seats []SeatSpec, rng *rand.Rand) ([]SeatSpec, error) {
	rs, err := n.Ruleset(doc)
	if err != nil {
		return nil, err
	}
	out := append([]SeatSpec(nil), seats...)
	houses, virtues := map[string]bool{}, map[string]bool{}
	for i, s := range out {
		if s.House != "" {
			if _, ok := rs.HouseIndex(s.House); !ok {
				return nil, fmt.Errorf("seats[%d].house: no House has id %q", i, s.House)
			}
			if houses[s.House] {
				return nil, fmt.Errorf("seats[%d].house: House %q is taken by another seat", i, s.House)
			}
			houses[s.House] = true
		}
		if s.Virtue != "" {
			if _, ok := rs.VirtueIndex(s.Virtue); !ok {
				return nil, fmt.Errorf("seats[%d].virtue: no Virtue has id %q", i, s.Virtue)
			}
			if virtues[s.Virtue] {
				return nil, fmt.Errorf("seats[%d].virtue: Virtue %q is held by another seat", i, s.Virtue)
			}
			virtues[s.Virtue] = true
		}
	}
	for i := range out {
		if out[i].House == "" {
			var free []string
			for _, h := range rs.Houses {
				if !houses[h.ID] {
					free = append(free, h.ID)
				}
			}
			out[i].House = free[rng.IntN(len(free))]
			houses[out[i].House] = true
		}
	}
	// A House's own Virtue unless someone else chose it; then a random free one.
	for i := range out {
		if out[i].Virtue != "" {
			continue
		}
		h, _ := rs.HouseIndex(out[i].House)
		v := rs.Houses[h].Virtue
		if v == "" || virtues[v] {
			var free []string
			for _, vv := range rs.Virtues {
				if !virtues[vv.ID] {
					free = append(free, vv.ID)
				}
			}
			if len(free) == 0 {
				continue
			}
			v = free[rng.IntN(len(free))]
		}
		out[i].Virtue = v
		virtues[v] = true
	}
	for i := range out {
		if out[i].Name == "" {
			h, _ := rs.HouseIndex(out[i].House)
			out[i].Name = rs.Houses[h].Noble
		}
	}
	return out, nil
}

// Bots returns random, steward and ISMCTS bots for the rule set.
func (n *Nobles) Bots(doc []byte) (bots.Registry, error) {
	rs, err := n.Ruleset(doc)
	if err != nil {
		return nil, err
	}
	return noblesbots.Registry(rs), nil
}

// Describe returns a House's colour, sigil and name.
func (n *Nobles) Describe(doc []byte, house string) (string, string, string) {
	rs, err := n.Ruleset(doc)
	if err != nil {
		return "", "", ""
	}
	if h, ok := rs.HouseIndex(house); ok {
		return rs.Houses[h].Colour, rs.Houses[h].Sigil, rs.Houses[h].Name
	}
	return "", "", ""
}
