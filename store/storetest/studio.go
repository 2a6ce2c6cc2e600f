package storetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
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
	want := store.RulesName{Code: "k3v9q0x2mb", Name: "Winter's Bite <b>", CreatedAt: micro(at)}
	got, err := s.NameRules(ctx, store.RulesName{Code: "k3v9q0x2mb", Name: "Winter's Bite <b>", CreatedAt: at})
	if err != nil || got != want {
		t.Fatalf("NameRules = %+v, %v; want %+v", got, err, want)
	}
	// The first name sticks; naming again returns it without error.
	again, err := s.NameRules(ctx, store.RulesName{Code: "k3v9q0x2mb", Name: "Other", CreatedAt: at.Add(time.Hour)})
	if err != nil || again != want {
		t.Errorf("NameRules(again) = %+v, %v; want the first entry %+v", again, err, want)
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
	n, err := s.NameRules(ctx, store.RulesName{Code: "now0000000", Name: "Now"})
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
			r, err := s.NameRules(ctx, store.RulesName{Code: "race000000", Name: fmt.Sprint("name ", i)})
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
	if got, err := s.RulesNames(ctx, 0); err != nil || len(got) != 0 {
		t.Errorf("RulesNames(empty store) = %v, %v", got, err)
	}
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	// a and b share a time: the later named comes first.
	for _, e := range []struct {
		code string
		at   time.Time
	}{{"aaaaaaaaaa", base}, {"bbbbbbbbbb", base}, {"cccccccccc", base.Add(time.Minute)}, {"dddddddddd", base.Add(-time.Minute)}} {
		mustSaveRules(t, s, e.code)
		if _, err := s.NameRules(ctx, store.RulesName{Code: e.code, Name: "n" + e.code[:1], CreatedAt: e.at}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		limit int
		want  string
	}{{0, "cbad"}, {-1, "cbad"}, {2, "cb"}, {9, "cbad"}} {
		got, err := s.RulesNames(ctx, tc.limit)
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
	_, err = s.RulesNames(c, 0)
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
