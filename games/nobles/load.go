package nobles

import (
	"fmt"
	"slices"

	"evergreen/game/provenance"
	"evergreen/games/nobles/content"
	"evergreen/ruleset"
)

// Ruleset is a validated rule set compiled for play: the document as
// decoded, plus lookup tables the rules code uses on every move. It is
// immutable once built and shared by every state of every game played
// under it.
type Ruleset struct {
	Rules
	// Doc is the merged document the rule set was decoded from, in
	// canonical form; Code is its content-addressed code.
	Doc  []byte
	Code string

	board    [BoardSize]uint8 // space kind per space, index 0 = space 1
	virtueID map[string]int
	itemID   map[string]int
	cardID   [numDecks]map[string]int
	houseID  map[string]int
	// Modifier totals per Virtue and per Market item, by modifier kind.
	virtueMods [][numMods]int
	noVirtue   [numMods]int // the table of a seat without a Virtue: zeros
	itemMods   [][numMods]int
	// forSale lists the Market items not withheld, in Market order.
	forSale []int
	// saleBit[i] is Market item i's bit in a mask over forSale (bit p
	// for forSale[p]; none for an item withheld). byPrice holds the base
	// prices (at least 0) of the items for sale in increasing order, and
	// cheapest[j] the mask of the j cheapest: with no price modifier, a
	// noble holding c Crowns can afford cheapest[j], j the number of
	// byPrice at most c.
	saleBit  [MaxItems]uint32
	byPrice  []int
	cheapest []uint32
	// dutyRows[c] answers duties for a noble holding c Crowns when no
	// modifier bears on the Duties (see duties); nil when the costs are too
	// high for a table.
	dutyRows []dutyRow
	// perNoble is TurnCounting == PerNoble; offer is TokenConversion ==
	// "offer" (no string comparison in play).
	perNoble, offer bool
	// prices are the Market items' base prices.
	prices []int
	// compiled card effects per deck/card (Proving: per option)
	cards [numDecks][]compiledCard
}

// BoardSize is the number of spaces on the loop.
const BoardSize = 32

// Seasons is the number of seasons in a year.
const Seasons = 4

// Deck indices.
const (
	deckProving = iota
	deckOrdeal
	deckDecree
	numDecks
)

var deckNames = [numDecks]string{"proving", "ordeal", "decree"}

// modifier kinds as small integers for fast lookup.
type modKind uint8

const (
	mCloseMarket modKind = iota
	mMarketGuard
	mReroll
	mIncome
	mGiveCost
	mSaveCost
	mMarketPrice
	mProvingCost
	mOrdealPayment
	mDecreeGain
	mTurnGain
	// The holder's own scope ("who": "active" on a Virtue's or Market
	// item's ordeal_payment or decree_gain), counted apart from the kind
	// it narrows and applied only to the cards the holder draws: no name
	// of the file format (ownKind, named).
	mOrdealOwn
	mDecreeOwn
	numMods
)

// numKinds counts the modifier kinds a rule set names: those before the
// own scopes.
const numKinds = mOrdealOwn

// ownKind is the own scope of kind k ("who": "active"), and whether k
// has one.
func ownKind(k modKind) (modKind, bool) {
	switch k {
	case mOrdealPayment:
		return mOrdealOwn, true
	case mDecreeGain:
		return mDecreeOwn, true
	}
	return k, false
}

// named is the kind a rule set names for k: an own scope's kind, or k.
func (k modKind) named() modKind {
	switch k {
	case mOrdealOwn:
		return mOrdealPayment
	case mDecreeOwn:
		return mDecreeGain
	}
	return k
}

var modByName = map[string]modKind{
	ModCloseMarket:   mCloseMarket,
	ModMarketGuard:   mMarketGuard,
	ModReroll:        mReroll,
	ModIncome:        mIncome,
	ModGiveCost:      mGiveCost,
	ModSaveCost:      mSaveCost,
	ModMarketPrice:   mMarketPrice,
	ModProvingCost:   mProvingCost,
	ModOrdealPayment: mOrdealPayment,
	ModDecreeGain:    mDecreeGain,
	ModTurnGain:      mTurnGain,
}

var modNames = [numKinds]string{
	ModCloseMarket, ModMarketGuard, ModReroll, ModIncome, ModGiveCost, ModSaveCost,
	ModMarketPrice, ModProvingCost, ModOrdealPayment, ModDecreeGain, ModTurnGain,
}

func (k modKind) String() string { return modNames[k.named()] }

// isFlag reports whether k counts sources rather than adds amounts:
// flag modifiers carry no amount (addCardMod relies on the flags'
// coming first).
func (k modKind) isFlag() bool { return k <= mReroll }

// Default returns the Crown's Guidance, the default rule set.
func Default() (*Ruleset, error) { return LoadRules(nil) }

// LoadRules merges patch (a rule-set document, or nil for none) onto the
// default rule set, then decodes, validates and compiles the result. Every
// problem is reported, each with its path, as ruleset.Problems.
func LoadRules(patch []byte) (*Ruleset, error) {
	return ruleset.CompileOnto(content.Default(), patch, build)
}

// LoadDocument decodes, validates and compiles a complete rule-set
// document (no merging).
func LoadDocument(doc []byte) (*Ruleset, error) { return ruleset.Compile(doc, build) }

// build compiles a checked rule set for play.
func build(r *Rules, canon []byte, code string) *Ruleset {
	// Validate has checked every text fills; the texts read from here on
	// are finished words.
	r.RenderTexts()
	rs := &Ruleset{Rules: *r, Doc: canon, Code: code}
	rs.compile()
	return rs
}

// Validate checks every field and returns all problems found, each with
// its path, or nil.
func (r *Rules) Validate() error {
	var ps ruleset.Problems
	ps.CheckHead("nobles", r.Game, r.Name)
	switch r.TurnCounting {
	case PerNoble, Shared:
	default:
		ps.Add("turn_counting", "must be \"per_noble\" or \"shared\", got %q", r.TurnCounting)
	}
	if r.TurnsPerSeason < 1 || r.TurnsPerSeason > 64 {
		ps.Add("turns_per_season", "must be between 1 and 64, got %d", r.TurnsPerSeason)
	}
	for i, v := range [4]int{r.Income.Spring, r.Income.Summer, r.Income.Autumn, r.Income.Winter} {
		if v < 0 {
			ps.Add("income."+SeasonName(i), "must not be negative, got %d", v)
		}
	}
	positive(&ps, "duties.save_cost", r.Duties.SaveCost)
	positive(&ps, "duties.give_cost", r.Duties.GiveCost)
	positive(&ps, "duties.token_value", r.Duties.TokenValue)
	switch r.Rulings.TokenConversion {
	case "offer", "auto":
	default:
		ps.Add("rulings.token_conversion", "must be \"offer\" or \"auto\", got %q", r.Rulings.TokenConversion)
	}
	for _, k := range ruleset.Keys(r.Provenance) {
		if v := r.Provenance[k]; !validProvenance(v) {
			ps.Add(ruleset.Key("provenance", k), "must be %s, got %q", ruleset.Either(provenance.Names()), v)
		}
	}

	items := map[string]bool{}
	for i, it := range r.Market {
		items[it.ID] = true
		_ = i
	}
	virtues := map[string]bool{}
	for _, v := range r.Virtues {
		virtues[v.ID] = true
	}

	// Board.
	if len(r.Board) != BoardSize {
		ps.Add("board", "must list exactly %d spaces, got %d", BoardSize, len(r.Board))
	}
	used := map[string]bool{}
	for i, k := range r.Board {
		switch k {
		case SpaceProving, SpaceOrdeal, SpaceDecree:
			used[k] = true
		default:
			ps.Add(ruleset.Index("board", i), "must be \"proving\", \"ordeal\" or \"decree\", got %q", k)
		}
	}
	if used[SpaceProving] && len(r.Decks.Proving) == 0 {
		ps.Add("decks.proving", "must hold at least one card: the board has Proving spaces")
	}
	if used[SpaceOrdeal] && len(r.Decks.Ordeal) == 0 {
		ps.Add("decks.ordeal", "must hold at least one card: the board has Ordeal spaces")
	}
	if used[SpaceDecree] && len(r.Decks.Decree) == 0 {
		ps.Add("decks.decree", "must hold at least one card: the board has Decree spaces")
	}

	// Houses.
	if len(r.Houses) < MaxSeats {
		ps.Add("houses", "must offer at least %d Houses so that a full table can sit, got %d", MaxSeats, len(r.Houses))
	}
	ids := map[string]int{}
	for i, h := range r.Houses {
		p := ruleset.Index("houses", i)
		checkID(&ps, p, h.ID, ids)
		ps.Required(p, "name", h.Name)
		ps.Required(p, "noble", h.Noble)
		if !ruleset.ValidColour(h.Colour) {
			ps.Add(ruleset.Field(p, "colour"), "must be a colour like \"#2e7d32\", got %q", h.Colour)
		}
		ps.Required(p, "sigil", h.Sigil)
		if h.Virtue != "" && !virtues[h.Virtue] {
			ps.Add(ruleset.Field(p, "virtue"), "names no Virtue in \"virtues\": %q", h.Virtue)
		}
		checkProvenance(&ps, p, h.Provenance)
	}

	// Virtues.
	ids = map[string]int{}
	for i, v := range r.Virtues {
		p := ruleset.Index("virtues", i)
		checkID(&ps, p, v.ID, ids)
		ps.Required(p, "name", v.Name)
		ps.Required(p, "text", v.Text)
		checkModifiers(&ps, ruleset.Field(p, "modifiers"), v.Modifiers, false)
		checkProvenance(&ps, p, v.Provenance)
	}

	// Market.
	if len(r.Market) > MaxItems {
		ps.Add("market", "may hold at most %d items, got %d", MaxItems, len(r.Market))
	}
	ids = map[string]int{}
	for i, it := range r.Market {
		p := ruleset.Index("market", i)
		checkID(&ps, p, it.ID, ids)
		ps.Required(p, "name", it.Name)
		ps.Required(p, "text", it.Text)
		if it.Price < 0 {
			ps.Add(ruleset.Field(p, "price"), "must not be negative, got %d", it.Price)
		}
		checkModifiers(&ps, ruleset.Field(p, "modifiers"), it.Modifiers, true)
		checkProvenance(&ps, p, it.Provenance)
	}

	// Decks.
	ids = map[string]int{}
	for i, c := range r.Decks.Proving {
		p := ruleset.Index("decks.proving", i)
		checkID(&ps, p, c.ID, ids)
		checkCardText(&ps, p, c.Title, c.Text)
		checkProvenance(&ps, p, c.Provenance)
		if len(c.Options) != 2 {
			ps.Add(ruleset.Field(p, "options"), "must hold exactly 2 options, got %d", len(c.Options))
		}
		for j, o := range c.Options {
			op := ruleset.Index(ruleset.Field(p, "options"), j)
			ps.Required(op, "label", o.Label)
			ps.Required(op, "text", o.Text)
			if o.Cost < 0 {
				ps.Add(ruleset.Field(op, "cost"), "must not be negative, got %d", o.Cost)
			}
			checkEffects(&ps, ruleset.Field(op, "effects"), o.Effects, deckProving, items)
		}
	}
	for d, deck := range [2][]Card{r.Decks.Ordeal, r.Decks.Decree} {
		ids = map[string]int{}
		name := "decks." + deckNames[d+1]
		for i, c := range deck {
			p := ruleset.Index(name, i)
			checkID(&ps, p, c.ID, ids)
			checkCardText(&ps, p, c.Title, c.Text)
			checkProvenance(&ps, p, c.Provenance)
			if len(c.Effects) == 0 {
				ps.Add(ruleset.Field(p, "effects"), "must hold at least one effect")
			}
			checkEffects(&ps, ruleset.Field(p, "effects"), c.Effects, d+1, items)
		}
	}
	r.checkBounds(&ps)
	r.checkTexts(&ps)
	r.checkTranslations(&ps)
	return ps.Err()
}

func positive(ps *ruleset.Problems, path string, v int) {
	if v <= 0 {
		ps.Add(path, "must be positive, got %d", v)
	}
}

func validProvenance(p string) bool { return provenance.Valid(p) }

func checkProvenance(ps *ruleset.Problems, path, p string) {
	if !validProvenance(p) {
		ps.Add(ruleset.Field(path, "provenance"), "must be %s, got %q", ruleset.Either(provenance.Names()), p)
	}
}

func checkID(ps *ruleset.Problems, path, id string, seen map[string]int) {
	p := ruleset.Field(path, "id")
	switch {
	case id == "":
		ps.Add(p, "must not be empty")
	case !ruleset.ValidID(id):
		ps.Add(p, "must be lower-case letters, digits and single hyphens, got %q", id)
	}
	if prev, dup := seen[id]; dup && id != "" {
		ps.Add(p, "%q is already used by entry %d", id, prev)
	} else {
		seen[id] = indexOf(path)
	}
}

// indexOf extracts the trailing [n] of a path for duplicate messages.
func indexOf(path string) int {
	var n int
	for i := len(path) - 1; i >= 0; i-- {
		if path[i] == '[' {
			fmt.Sscanf(path[i:], "[%d]", &n)
			break
		}
	}
	return n
}

func checkCardText(ps *ruleset.Problems, path, title, text string) {
	ps.Required(path, "title", title)
	ps.Required(path, "text", text)
}

// checkModifiers validates the permanent modifiers of a Virtue or item.
func checkModifiers(ps *ruleset.Problems, path string, mods []Effect, isItem bool) {
	for i, m := range mods {
		p := ruleset.Index(path, i)
		k, ok := modByName[m.Kind]
		if !ok {
			ps.Add(ruleset.Field(p, "kind"), "must be a modifier kind (%s), got %q", modifierList(), m.Kind)
			continue
		}
		if k == mCloseMarket {
			ps.Add(ruleset.Field(p, "kind"), "close_market is allowed only on cards, with a duration")
		}
		checkAmount(ps, p, k, m.Amount)
		switch _, scoped := ownKind(k); {
		case m.Who == "":
		case !scoped:
			ps.Add(ruleset.Field(p, "who"), "is only for card effects and, as \"active\", for ordeal_payment and decree_gain: %s acts on the holder alone already", k)
		case m.Who != "active":
			ps.Add(ruleset.Field(p, "who"), "must be \"active\" (only the Ordeals and Decrees the holder draws) or left out (every one, whoever draws it), got %q", m.Who)
		}
		if m.If != nil {
			ps.Add(ruleset.Field(p, "if"), "is only for card effects")
		}
		if m.Duration != nil {
			what := ruleset.Say("Virtues")
			if isItem {
				what = ruleset.Say("Market items")
			}
			ps.Add(ruleset.Field(p, "duration"), "is only for card effects: modifiers of %s last all year", what)
		}
	}
}

func checkAmount(ps *ruleset.Problems, p string, k modKind, amount int) {
	switch {
	case k.isFlag() && amount != 0:
		ps.Add(ruleset.Field(p, "amount"), "must be left out: %s takes no amount", k)
	case !k.isFlag() && amount == 0:
		ps.Add(ruleset.Field(p, "amount"), "must not be zero for %s", k)
	case k == mTurnGain && amount < 0:
		ps.Add(ruleset.Field(p, "amount"), "must be positive, got %d", amount)
	}
}

func modifierList() string {
	return "close_market, market_guard, reroll, income, give_cost, save_cost, market_price, proving_cost, ordeal_payment, decree_gain, turn_gain"
}

func checkEffects(ps *ruleset.Problems, path string, effs []Effect, deck int, items map[string]bool) {
	for i, e := range effs {
		p := ruleset.Index(path, i)
		switch e.Kind {
		case KindPay, KindGain:
			if e.Amount <= 0 {
				ps.Add(ruleset.Field(p, "amount"), "must be positive, got %d", e.Amount)
			}
			if e.Kind == KindPay && deck == deckProving {
				ps.Add(ruleset.Field(p, "kind"), "pay is not allowed on a Proving option: put the price in \"cost\"")
			}
			if e.Duration != nil {
				ps.Add(ruleset.Field(p, "duration"), "%s happens at once and takes no duration", e.Kind)
			}
		case KindEndTurn:
			if deck != deckProving {
				ps.Add(ruleset.Field(p, "kind"), "end_turn is allowed only on Proving options")
			}
			if e.Amount != 0 {
				ps.Add(ruleset.Field(p, "amount"), "must be left out: end_turn takes no amount")
			}
			if e.Duration != nil {
				ps.Add(ruleset.Field(p, "duration"), "end_turn happens at once and takes no duration")
			}
		default:
			k, ok := modByName[e.Kind]
			if !ok {
				ps.Add(ruleset.Field(p, "kind"), "must be pay, gain, end_turn or a modifier kind (%s), got %q", modifierList(), e.Kind)
				continue
			}
			checkAmount(ps, p, k, e.Amount)
			checkDuration(ps, ruleset.Field(p, "duration"), e.Duration)
		}
		switch {
		case !slices.Contains(whoValues(SpaceOrdeal), e.Who):
			ps.Add(ruleset.Field(p, "who"), "must be \"self\", \"all\", \"active\" or \"others\", got %q", e.Who)
		case deck == deckProving && !slices.Contains(whoValues(SpaceProving), e.Who):
			ps.Add(ruleset.Field(p, "who"), "on a Proving option effects reach only the choosing noble: use \"self\" or leave it out")
		}
		if c := e.If; c != nil {
			cp := ruleset.Field(p, "if")
			for _, f := range []struct {
				name string
				v    *int
			}{{"min_crowns", c.MinCrowns}, {"max_crowns", c.MaxCrowns}, {"min_tokens", c.MinTokens}, {"max_tokens", c.MaxTokens}, {"min_items", c.MinItems}, {"max_items", c.MaxItems}} {
				if f.v != nil && *f.v < 0 {
					ps.Add(ruleset.Field(cp, f.name), "must not be negative, got %d", *f.v)
				}
			}
			if c.HasItem != "" && !items[c.HasItem] {
				ps.Add(ruleset.Field(cp, "has_item"), "names no Market item: %q", c.HasItem)
			}
		}
	}
}

func checkDuration(ps *ruleset.Problems, path string, d *Duration) {
	if d == nil {
		ps.Add(path, "is required for a modifier on a card: give {\"turns\": n}, {\"seasons\": n} or {\"year\": true}")
		return
	}
	set := 0
	if d.Turns != 0 {
		set++
		if d.Turns < 0 {
			ps.Add(ruleset.Field(path, "turns"), "must be positive, got %d", d.Turns)
		}
	}
	if d.Seasons != 0 {
		set++
		if d.Seasons < 0 {
			ps.Add(ruleset.Field(path, "seasons"), "must be positive, got %d", d.Seasons)
		}
	}
	if d.Year {
		set++
	}
	if set != 1 {
		ps.Add(path, "must set exactly one of turns, seasons or year")
	}
}

// DeckName returns "proving", "ordeal" or "decree".
func DeckName(d int) string { return deckNames[d] }

// SpaceKind returns the kind of space n (1–32).
func (rs *Ruleset) SpaceKind(n int) string { return deckNames[rs.board[n-1]] }

// CardIndex returns the index of card id in deck ("proving", "ordeal",
// "decree").
func (rs *Ruleset) CardIndex(deck, id string) (int, bool) {
	for d, name := range deckNames {
		if name == deck {
			i, ok := rs.cardID[d][id]
			return i, ok
		}
	}
	return 0, false
}

// VirtueIndex returns the index of Virtue id.
func (rs *Ruleset) VirtueIndex(id string) (int, bool) { i, ok := rs.virtueID[id]; return i, ok }

// ItemIndex returns the index of Market item id.
func (rs *Ruleset) ItemIndex(id string) (int, bool) { i, ok := rs.itemID[id]; return i, ok }

// HouseIndex returns the index of House id.
func (rs *Ruleset) HouseIndex(id string) (int, bool) { i, ok := rs.houseID[id]; return i, ok }
