package storetest

import (
	"testing"

	"evergreen/store"
)

// CheckV2Library is for the durable stores' migration tests. A database
// from before migration 3 held one library, every entry in it Nobles'
// (the only game with a Studio then); once migrated, want (that entry as
// it should read back) is in Nobles' library and in no other game's.
func CheckV2Library(t *testing.T, s store.Store, want store.RulesName) {
	t.Helper()
	if got, err := s.RulesName(ctx, want.Code); err != nil || got != want {
		t.Errorf("RulesName(old entry) = %+v, %v; want %+v", got, err, want)
	}
	if got, err := s.RulesNames(ctx, "nobles", 0); err != nil || len(got) != 1 || got[0] != want {
		t.Errorf("RulesNames(nobles) = %+v, %v; want [%+v]", got, err, want)
	}
	if got, err := s.RulesNames(ctx, "evergreen", 0); err != nil || len(got) != 0 {
		t.Errorf("RulesNames(evergreen) = %+v, %v; want none", got, err)
	}
}
