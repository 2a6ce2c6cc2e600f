package storetest

import (
	"context"
	"testing"

	"evergreen/ruleset"
	"evergreen/store"
)

// SaveRules saves a rule-set document in s as a table would (its
// canonical form under its code, no library entry) and returns the code:
// a game's page tests hold rule sets the way the server does.
func SaveRules(t testing.TB, s store.Store, doc []byte) string {
	t.Helper()
	canon, err := ruleset.Canonical(doc)
	if err != nil {
		t.Fatal(err)
	}
	code, err := ruleset.Code(canon)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SaveRules(context.Background(), code, canon); err != nil {
		t.Fatal(err)
	}
	return code
}
