package storetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"evergreen/store"
)

func mustSaveRules(t *testing.T, s store.Store, code string) {
	t.Helper()
	if err := s.SaveRules(ctx, code, []byte(`{"name":"`+code+`"}`)); err != nil {
		t.Fatalf("SaveRules(%s): %v", code, err)
	}
}

func testNameRules(t *testing.T, s store.Store) {
	// A name needs a saved document.
	if _, err := s.NameRules(ctx, store.RulesName{Code: "nodoc00000", Name: "X"}); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("NameRules(no document) = %v, want ErrNotFound", err)
	}
	if _, err := s.RulesName(ctx, "nodoc00000"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("RulesName(no document) = %v, want ErrNotFound", err)
	}
	mustSaveRules(t, s, "k3v9q0x2mb")
	if _, err := s.RulesName(ctx, "k3v9q0x2mb"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("RulesName(saved but unnamed) = %v, want ErrNotFound", err)
	}

	at := time.Date(2025, 6, 1, 10, 0, 0, 123456789, time.FixedZone("Y", -3600))
	want := store.RulesName{Code: "k3v9q0x2mb", Game: "nobles", Name: "Winter's Bite <b>", CreatedAt: micro(at)}
	got, err := s.NameRules(ctx, store.RulesName{Code: "k3v9q0x2mb", Game: "nobles", Name: "Winter's Bite <b>", CreatedAt: at})
	if err != nil || got != want {
		t.Fatalf("NameRules = %+v, %v; want %+v", got, err, want)
	}
	// The first entry sticks; naming again, even for another game, returns
	// it without error.
	for _, g := range []string{"nobles", "evergreen"} {
		again, err := s.NameRules(ctx, store.RulesName{Code: "k3v9q0x2mb", Game: g, Name: "Other", CreatedAt: at.Add(time.Hour)})
		if err != nil || again != want {
			t.Errorf("NameRules(again, game %q) = %+v, %v; want the first entry %+v", g, again, err, want)
		}
	}
	if got, err := s.RulesNames(ctx, "evergreen", 0); err != nil || len(got) != 0 {
		t.Errorf("RulesNames(evergreen) after a refused renaming = %+v, %v; want none", got, err)
	}
	if got, err := s.RulesName(ctx, "k3v9q0x2mb"); err != nil || got != want {
		t.Errorf("RulesName = %+v, %v; want %+v", got, err, want)
	}
	if got.CreatedAt.Location() != time.UTC {
		t.Errorf("CreatedAt in %v, want UTC", got.CreatedAt.Location())
	}

	// A zero CreatedAt becomes now.
	mustSaveRules(t, s, "now0000000")
	before := time.Now().Add(-time.Second)
	n, err := s.NameRules(ctx, store.RulesName{Code: "now0000000", Game: "nobles", Name: "Now"})
	if err != nil || n.CreatedAt.Before(before) || n.CreatedAt.After(time.Now().Add(time.Second)) {
		t.Errorf("NameRules(zero time) = %+v, %v", n, err)
	}
	if got, _ := s.RulesName(ctx, "now0000000"); got != n {
		t.Errorf("stored %+v, returned %+v", got, n)
	}

	// Concurrent namings of one code: one name wins, and everyone is told it.
	mustSaveRules(t, s, "race000000")
	var wg sync.WaitGroup
	results := make([]store.RulesName, 8)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r, err := s.NameRules(ctx, store.RulesName{Code: "race000000", Game: "nobles", Name: fmt.Sprint("name ", i)})
			if err != nil {
				t.Errorf("NameRules(concurrent): %v", err)
			}
			results[i] = r
		}()
	}
	wg.Wait()
	for _, r := range results[1:] {
		if r != results[0] {
			t.Errorf("concurrent namings disagree: %+v vs %+v", r, results[0])
		}
	}
}

func testRulesNamesOrder(t *testing.T, s store.Store) {
	if got, err := s.RulesNames(ctx, "nobles", 0); err != nil || len(got) != 0 {
		t.Errorf("RulesNames(empty store) = %v, %v", got, err)
	}
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	// a and b share a time: the later named comes first.
	for _, e := range []struct {
		code string
		at   time.Time
	}{{"aaaaaaaaaa", base}, {"bbbbbbbbbb", base}, {"cccccccccc", base.Add(time.Minute)}, {"dddddddddd", base.Add(-time.Minute)}} {
		mustSaveRules(t, s, e.code)
		if _, err := s.NameRules(ctx, store.RulesName{Code: e.code, Game: "nobles", Name: "n" + e.code[:1], CreatedAt: e.at}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		limit int
		want  string
	}{{0, "cbad"}, {-1, "cbad"}, {2, "cb"}, {9, "cbad"}} {
		got, err := s.RulesNames(ctx, "nobles", tc.limit)
		if err != nil {
			t.Fatal(err)
		}
		var order string
		for _, n := range got {
			order += n.Code[:1]
			if n.Name != "n"+n.Code[:1] {
				t.Errorf("entry %+v has the wrong name", n)
			}
		}
		if order != tc.want {
			t.Errorf("RulesNames(%d) order %q, want %q", tc.limit, order, tc.want)
		}
	}
}

// Two games' libraries are kept apart: each lists only its own entries,
// newest first, and a limit counts only that game's.
func testRulesNamesByGame(t *testing.T, s store.Store) {
	base := time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC)
	// Interleaved in time, so a listing that ignored the game would mix them.
	for i, e := range []struct{ code, game string }{
		{"n1n1n1n1n1", "nobles"}, {"e1e1e1e1e1", "evergreen"}, {"n2n2n2n2n2", "nobles"},
		{"e2e2e2e2e2", "evergreen"}, {"e3e3e3e3e3", "evergreen"},
	} {
		mustSaveRules(t, s, e.code)
		want := store.RulesName{Code: e.code, Game: e.game, Name: "name " + e.code[:2], CreatedAt: base.Add(time.Duration(i) * time.Minute)}
		if got, err := s.NameRules(ctx, want); err != nil || got != want {
			t.Fatalf("NameRules(%+v) = %+v, %v", want, got, err)
		}
		if got, err := s.RulesName(ctx, e.code); err != nil || got.Game != e.game {
			t.Errorf("RulesName(%s) = %+v, %v; want game %q", e.code, got, err, e.game)
		}
	}
	for _, tc := range []struct {
		game  string
		limit int
		want  string
	}{
		{"nobles", 0, "n2 n1"}, {"evergreen", 0, "e3 e2 e1"}, {"evergreen", 2, "e3 e2"},
		{"nobles", 1, "n2"}, {"chess", 0, ""}, {"", 0, ""},
	} {
		got, err := s.RulesNames(ctx, tc.game, tc.limit)
		if err != nil {
			t.Fatalf("RulesNames(%q, %d): %v", tc.game, tc.limit, err)
		}
		var codes []string
		for _, n := range got {
			codes = append(codes, n.Code[:2])
			if n.Game != tc.game {
				t.Errorf("RulesNames(%q) listed %+v, of another game", tc.game, n)
			}
		}
		if order := strings.Join(codes, " "); order != tc.want {
			t.Errorf("RulesNames(%q, %d) = %q, want %q", tc.game, tc.limit, order, tc.want)
		}
	}
}

func testPreviews(t *testing.T, s store.Store) {
	if _, err := s.Preview(ctx, "k/steward/500"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Preview(missing) = %v, want ErrNotFound", err)
	}
	first := []byte(`{"games":500}`)
	if err := s.SavePreview(ctx, "k/steward/500", first); err != nil {
		t.Fatal(err)
	}
	first[2] = 'X' // the store kept its own copy
	got, err := s.Preview(ctx, "k/steward/500")
	if err != nil || string(got) != `{"games":500}` {
		t.Errorf("Preview = %q, %v", got, err)
	}
	got[0] = 'X' // and hands out copies
	// Saving again replaces.
	if err := s.SavePreview(ctx, "k/steward/500", []byte(`{"games":501}`)); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Preview(ctx, "k/steward/500"); string(got) != `{"games":501}` {
		t.Errorf("Preview after replacing = %q", got)
	}
	// Keys are independent; empty results are results.
	if err := s.SavePreview(ctx, "other", nil); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Preview(ctx, "other"); err != nil || !bytes.Equal(got, []byte{}) {
		t.Errorf("Preview(empty) = %q, %v", got, err)
	}
	if got, _ := s.Preview(ctx, "k/steward/500"); string(got) != `{"games":501}` {
		t.Errorf("Preview(first key) = %q", got)
	}
}

func testStudioCancelledContext(t *testing.T, s store.Store) {
	mustSaveRules(t, s, "ctx0000000")
	c, cancel := context.WithCancel(ctx)
	cancel()
	check := func(name string, err error) {
		t.Helper()
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s with a cancelled context = %v, want context.Canceled", name, err)
		}
	}
	_, err := s.NameRules(c, store.RulesName{Code: "ctx0000000", Name: "x"})
	check("NameRules", err)
	_, err = s.RulesName(c, "ctx0000000")
	check("RulesName", err)
	_, err = s.RulesNames(c, "nobles", 0)
	check("RulesNames", err)
	check("SavePreview", s.SavePreview(c, "p", []byte("{}")))
	_, err = s.Preview(c, "p")
	check("Preview", err)
	if _, err := s.RulesName(ctx, "ctx0000000"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("NameRules with a cancelled context named it (%v)", err)
	}
	if _, err := s.Preview(ctx, "p"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("SavePreview with a cancelled context saved (%v)", err)
	}
}
