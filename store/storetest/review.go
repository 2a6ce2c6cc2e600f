package storetest

import (
	"bytes"
	"errors"
	"testing"

	"evergreen/store"
)

// testReviews: a review is kept per table, byte for byte, replaced by a
// later one, apart from other tables' and refused for a table not
// stored; a table without one has none.
func testReviews(t *testing.T, s store.Store) {
	for _, code := range []string{"REV111", "REV222"} {
		if err := s.CreateTable(ctx, sampleTable(code)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Review(ctx, "REV111"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Review(none saved) = %v, want ErrNotFound", err)
	}
	if err := s.SaveReview(ctx, "NOPE00", []byte(`{}`)); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("SaveReview(table not stored) = %v, want ErrNotFound", err)
	}
	if _, err := s.Review(ctx, "NOPE00"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Review(table not stored) = %v, want ErrNotFound", err)
	}
	first := []byte("{\"version\":1,\"judge\":\"ismcts:hard\",\"raw\":\"\x00\xff\"}")
	if err := s.SaveReview(ctx, "REV111", first); err != nil {
		t.Fatal(err)
	}
	first[1] = 'X' // the store must have kept its own copy
	got, err := s.Review(ctx, "REV111")
	if err != nil || !bytes.Equal(got, []byte("{\"version\":1,\"judge\":\"ismcts:hard\",\"raw\":\"\x00\xff\"}")) {
		t.Errorf("Review = %q, %v", got, err)
	}
	if _, err := s.Review(ctx, "REV222"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Review(the other table) = %v, want ErrNotFound", err)
	}
	if err := s.SaveReview(ctx, "REV111", []byte(`{"version":2}`)); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Review(ctx, "REV111"); string(got) != `{"version":2}` {
		t.Errorf("Review after replacing = %q", got)
	}
	if err := s.SaveReview(ctx, "REV222", nil); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Review(ctx, "REV222"); err != nil || len(got) != 0 || got == nil {
		t.Errorf("Review(empty) = %q, %v; want empty, not missing", got, err)
	}
}
