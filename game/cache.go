package game

import "sync"

// RulesCache keeps a game's compiled rule sets by canonical document, so
// that tables sharing rules share one copy. It holds at most max rule sets
// and forgets them all when full: compiled rules are immutable, so
// dropping them only costs a reload. It is safe for concurrent use; the
// zero value is not usable, use NewRulesCache.
type RulesCache[R Rules] struct {
	mu    sync.Mutex
	max   int
	byDoc map[string]R
}

// RulesCacheSize is how many compiled rule sets a game keeps unless it
// has reason to keep another number: enough for every rule set in play
// on a busy server, little memory.
const RulesCacheSize = 256

// NewRulesCache returns an empty cache that keeps at most size rule sets
// (at least one).
func NewRulesCache[R Rules](size int) *RulesCache[R] {
	return &RulesCache[R]{max: max(size, 1), byDoc: map[string]R{}}
}

// Document returns the compiled rules of a complete document: the kept
// copy when doc is a canonical document seen before, otherwise load's,
// kept for next time. load's errors are returned as they are.
func (c *RulesCache[R]) Document(doc []byte, load func(doc []byte) (R, error)) (R, error) {
	c.mu.Lock()
	r, ok := c.byDoc[string(doc)]
	c.mu.Unlock()
	if ok {
		return r, nil
	}
	r, err := load(doc)
	if err != nil {
		var zero R
		return zero, err
	}
	return c.Keep(r), nil
}

// Keep returns the kept rules with r's canonical document, or keeps r
// and returns it.
func (c *RulesCache[R]) Keep(r R) R {
	doc := string(r.Doc())
	c.mu.Lock()
	defer c.mu.Unlock()
	if kept, ok := c.byDoc[doc]; ok {
		return kept
	}
	if len(c.byDoc) >= c.max {
		clear(c.byDoc)
	}
	c.byDoc[doc] = r
	return r
}
