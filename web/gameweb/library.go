package gameweb

// Library: one game's saved rule sets, as its Rules Studio finds, saves
// and lists them. Every game's Studio keeps the same records (the
// canonical document under its code, store.SaveRules, and the library
// entry naming it under the game, store.NameRules) and follows the same
// rules for which codes are its own, so that logic lives here once; what
// a game makes of a rule set (C, its compiled form) stays with the game.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"evergreen/game"
	"evergreen/ruleset"
	"evergreen/store"
)

// ErrNoRules: no rule set of the library's game has the code asked for.
// Pages answer it with 404.
var ErrNoRules = errors.New("no rule set has that code")

// Limits every Studio's library keeps.
const (
	// MaxRulesName bounds a library name, in characters.
	MaxRulesName = 80
	// LibraryLimit bounds the saved rule sets listed.
	LibraryLimit = 500
)

// Library finds a game's rule sets by code and keeps its library. C is
// the game's compiled rule set; compiled rule sets are cached by code (a
// code's rule set never changes, so the cache is never stale).
type Library[C any] struct {
	store   RulesLibrary
	game    game.Game
	def     C
	defCode string
	compile func(game.Rules) (C, error)
	size    int

	mu    sync.Mutex
	cache map[string]C // by code; only this game's rule sets
}

// NewLibrary is g's library in st. def is g's default rule set compiled,
// under defCode; compile opens any other rule set of g; cacheSize bounds
// the compiled rule sets kept (all are dropped when it is full, which
// only costs a reload).
func NewLibrary[C any](st RulesLibrary, g game.Game, def C, defCode string, compile func(game.Rules) (C, error), cacheSize int) *Library[C] {
	return &Library[C]{store: st, game: g, def: def, defCode: defCode, compile: compile, size: cacheSize, cache: map[string]C{}}
}

// Default is the game's default rule set and its code.
func (l *Library[C]) Default() (C, string) { return l.def, l.defCode }

// Lookup finds a rule set of this game by code, as typed (see
// ruleset.ParseCode): the default, or one saved in the store by the
// Studio or by a table. A code that does not parse, that nothing is
// saved under, or whose rule set is another game's (see ours) is
// ErrNoRules.
func (l *Library[C]) Lookup(ctx context.Context, raw string) (C, error) {
	var zero C
	code, err := ruleset.ParseCode(raw)
	if err != nil {
		return zero, ErrNoRules
	}
	if code == l.defCode {
		return l.def, nil
	}
	l.mu.Lock()
	c, ok := l.cache[code]
	l.mu.Unlock()
	if ok {
		return c, nil
	}
	doc, err := l.store.Rules(ctx, code)
	if errors.Is(err, store.ErrNotFound) {
		return zero, ErrNoRules
	}
	if err != nil {
		return zero, err
	}
	if ok, err := l.ours(ctx, code, doc); err != nil {
		return zero, err
	} else if !ok {
		return zero, ErrNoRules
	}
	r, err := l.game.Document(doc)
	if err != nil {
		// Saved documents were valid when saved; one that no longer is
		// (the rules code grew stricter) is reported, not served.
		return zero, fmt.Errorf("rule set %s no longer loads: %w", code, err)
	}
	if c, err = l.compile(r); err != nil {
		return zero, err
	}
	l.Remember(code, c)
	return c, nil
}

// Remember caches c, the compiled rule set under code.
func (l *Library[C]) Remember(code string, c C) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.cache) >= l.size {
		clear(l.cache)
	}
	l.cache[code] = c
}

// ours reports whether the rule set saved under code, with document doc,
// is this game's. The store keeps a library per game, so a library entry
// says whose it is; a rule set with no entry (a table's) is judged by the
// game its document names, as every game's validator requires it to.
func (l *Library[C]) ours(ctx context.Context, code string, doc []byte) (bool, error) {
	n, err := l.store.RulesName(ctx, code)
	switch {
	case err == nil:
		return n.Game == l.game.Name(), nil
	case !errors.Is(err, store.ErrNotFound):
		return false, err
	}
	var head struct {
		Game string `json:"game"`
	}
	if json.Unmarshal(doc, &head) != nil {
		// Not ours to judge: Document reports what is wrong with it.
		return true, nil
	}
	return head.Game == l.game.Name(), nil
}

// CleanName checks a library name: trimmed, 1 to MaxRulesName
// characters, no control characters.
func CleanName(name string) (string, error) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return "", fmt.Errorf("%w: name: must not be empty", ErrBadRequest)
	case !utf8.ValidString(name):
		return "", fmt.Errorf("%w: name: must be valid UTF-8", ErrBadRequest)
	case utf8.RuneCountInString(name) > MaxRulesName:
		return "", fmt.Errorf("%w: name: at most %d characters", ErrBadRequest, MaxRulesName)
	case strings.IndexFunc(name, unicode.IsControl) >= 0:
		return "", fmt.Errorf("%w: name: must not hold control characters", ErrBadRequest)
	case strings.IndexFunc(name, invisible) >= 0:
		// Text-direction overrides and other invisible format characters
		// could make a name read as something else in the library.
		r := []rune(name[strings.IndexFunc(name, invisible):])[0]
		return "", fmt.Errorf("%w: name: must not hold invisible formatting characters such as text-direction overrides (found U+%04X)", ErrBadRequest, r)
	}
	return name, nil
}

// Save stores c (code, canonical document doc) and names it in the
// game's library, after checking the name (CleanName). entry is the
// library's entry, which keeps its first name if the rule set was
// already saved (existing). A code in another game's library is a
// store.ErrConflict.
func (l *Library[C]) Save(ctx context.Context, code string, doc []byte, c C, name string) (entry store.RulesName, existing bool, err error) {
	if name, err = CleanName(name); err != nil {
		return store.RulesName{}, false, err
	}
	if err := l.nameFree(code, name); err != nil {
		return store.RulesName{}, false, err
	}
	if err := l.store.SaveRules(ctx, code, doc); err != nil {
		return store.RulesName{}, false, err
	}
	entry, err = l.store.NameRules(ctx, store.RulesName{Code: code, Game: l.game.Name(), Name: name})
	if err != nil {
		return store.RulesName{}, false, err
	}
	if entry.Game != l.game.Name() {
		// Cannot happen while documents name their game (the code is
		// derived from the document); refuse rather than list it twice.
		return store.RulesName{}, false, fmt.Errorf("%w: rule set %s is in the %q game's library", store.ErrConflict, code, entry.Game)
	}
	l.Remember(code, c)
	return entry, entry.Name != name, nil
}

// nameFree refuses name for the rule set code when it would pass that
// rule set off as the game's standard rules: their name (letter case
// aside). A name another saved rule set has is allowed: a table's lobby
// lists what any rule set changes from the standard (docs/API.md).
func (l *Library[C]) nameFree(code, name string) error {
	if code == l.defCode {
		return nil
	}
	if def, err := l.game.Rules(nil); err == nil && strings.EqualFold(name, game.TitleOf(def)) {
		return fmt.Errorf("%w: name: %q is the name of the game's standard rules, and this rule set differs from them: give it a name of its own", ErrBadRequest, name)
	}
	return nil
}

// LibraryEntry is one rule set in GET /api/rulesets.
type LibraryEntry struct {
	Code      string    `json:"code"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"created_at"`
}

// List lists this game's saved rule sets, newest first.
func (l *Library[C]) List(ctx context.Context) ([]LibraryEntry, error) {
	names, err := l.store.RulesNames(ctx, l.game.Name(), LibraryLimit)
	if err != nil {
		return nil, err
	}
	out := make([]LibraryEntry, 0, len(names))
	for _, n := range names {
		out = append(out, LibraryEntry{Code: n.Code, Name: n.Name, CreatedAt: n.CreatedAt})
	}
	return out, nil
}

// Entry is code's library entry, if it has one (saved); the default has
// none. A store failure comes back as err with saved false, so that a
// page can log it and still show the rule set under its document's name.
func (l *Library[C]) Entry(ctx context.Context, code string) (n store.RulesName, saved bool, err error) {
	if code == l.defCode {
		return store.RulesName{}, false, nil
	}
	n, err = l.store.RulesName(ctx, code)
	if err != nil {
		if errors.Is(err, store.ErrNotFound) {
			err = nil
		}
		return store.RulesName{}, false, err
	}
	return n, true, nil
}

// invisible reports format characters (Unicode Cf: text-direction
// embeddings, overrides and isolates, zero-width spaces) and line or
// paragraph separators; the zero-width joiner and non-joiner, which
// emoji and some scripts need, are allowed.
func invisible(r rune) bool {
	return r != '\u200c' && r != '\u200d' && unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp)
}
