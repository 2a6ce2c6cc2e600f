package gameweb_test

import (
	"context"
	"errors"
	"testing"

	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/store"
	"evergreen/store/memstore"
	"evergreen/web/gameweb"
)

// newLibrary is highest's library in st; its compiled form is the
// platform's own game.Rules.
func newLibrary(t *testing.T, st store.Store) (*gameweb.Library[game.Rules], game.Game) {
	t.Helper()
	g := highest.New()
	def, err := g.Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	open := func(r game.Rules) (game.Rules, error) { return r, nil }
	return gameweb.NewLibrary(st, game.Game(g), def, def.Code(), open, 4), g
}

func TestLibrarySaveLookupList(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	lib, g := newLibrary(t, st)
	r, err := g.Rules([]byte(`{"rounds":4}`))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := lib.Save(ctx, r.Code(), r.Doc(), r, "  "); !errors.Is(err, gameweb.ErrBadRequest) {
		t.Fatalf("Save with a blank name: err = %v, want ErrBadRequest", err)
	}
	entry, existing, err := lib.Save(ctx, r.Code(), r.Doc(), r, " Four rounds ")
	if err != nil || existing || entry.Name != "Four rounds" || entry.Game != "highest" {
		t.Fatalf("Save = %+v, %v, %v; want a new entry \"Four rounds\" in highest's library", entry, existing, err)
	}
	if entry, existing, err = lib.Save(ctx, r.Code(), r.Doc(), r, "Again"); err != nil || !existing || entry.Name != "Four rounds" {
		t.Fatalf("second Save = %+v, %v, %v; want the existing entry, first name kept", entry, existing, err)
	}
	// A fresh library (nothing cached) finds it in the store.
	fresh, _ := newLibrary(t, st)
	got, err := fresh.Lookup(ctx, r.Code())
	if err != nil || got.Code() != r.Code() {
		t.Fatalf("Lookup(%s) = %v, %v", r.Code(), got, err)
	}
	list, err := fresh.List(ctx)
	if err != nil || len(list) != 1 || list[0].Code != r.Code() {
		t.Fatalf("List = %+v, %v; want the one saved rule set", list, err)
	}
	if _, saved, err := fresh.Entry(ctx, r.Code()); err != nil || !saved {
		t.Fatalf("Entry = saved %v, %v; want saved", saved, err)
	}
}

func TestLibraryUnknownCodes(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	lib, g := newLibrary(t, st)
	other, err := g.Rules([]byte(`{"rounds":5}`))
	if err != nil {
		t.Fatal(err)
	}
	// Another game's rule set under this code.
	if err := st.SaveRules(ctx, other.Code(), other.Doc()); err != nil {
		t.Fatal(err)
	}
	if _, err := st.NameRules(ctx, store.RulesName{Code: other.Code(), Game: "othergame", Name: "Theirs"}); err != nil {
		t.Fatal(err)
	}
	// Saved with no entry, and its document names no game: not ours.
	orphan, err := g.Rules([]byte(`{"rounds":6}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := st.SaveRules(ctx, orphan.Code(), orphan.Doc()); err != nil {
		t.Fatal(err)
	}
	for _, code := range []string{"not a code!", "zzzzzzzzzz", other.Code(), orphan.Code()} {
		if _, err := lib.Lookup(ctx, code); !errors.Is(err, gameweb.ErrNoRules) {
			t.Errorf("Lookup(%q): err = %v, want ErrNoRules", code, err)
		}
	}
	if _, _, err := lib.Save(ctx, other.Code(), other.Doc(), other, "Mine"); !errors.Is(err, store.ErrConflict) {
		t.Errorf("Save of another game's code: err = %v, want store.ErrConflict", err)
	}
	def, code := lib.Default()
	if got, err := lib.Lookup(ctx, code); err != nil || got != def {
		t.Errorf("Lookup(default) = %v, %v", got, err)
	}
}
