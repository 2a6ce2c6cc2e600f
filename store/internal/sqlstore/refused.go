package sqlstore

import (
	"context"
	"errors"
	"fmt"

	"evergreen/store"
)

// The answers to an insert the database refused because the code was
// taken, which both backends give alike by reading what is stored.

// Resave is SaveRules' answer when the rulesets row for code exists:
// nil if it holds doc, else store.ErrConflict (rule sets are never
// changed or deleted, so what is read is what refused the insert).
func Resave(ctx context.Context, s store.Store, code string, doc []byte) error {
	old, err := s.Rules(ctx, code)
	if err != nil {
		return err
	}
	return store.Resave(code, old, doc)
}

// Named is NameRules' answer when its insert was refused: the entry
// already stored for code, or store.ErrNotFound if there is none, which
// means no document is saved under code.
func Named(ctx context.Context, s store.Store, code string) (store.RulesName, error) {
	old, err := s.RulesName(ctx, code)
	if errors.Is(err, store.ErrNotFound) {
		return store.RulesName{}, fmt.Errorf("%w: rule set %q", store.ErrNotFound, code)
	}
	return old, err
}
