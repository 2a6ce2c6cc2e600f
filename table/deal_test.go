package table_test

import (
	"context"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
	"testing"

	"evergreen/store/memstore"
	"evergreen/table"
)

// TestFairDeal: a table with an online seat refuses a chosen seed and is
// dealt by the server; every table publishes a commitment from the start
// and reveals the seed and salt, matching it, only at the end. A table
// of local seats and bots may be dealt from a chosen seed, and says so.
func TestFairDeal(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())

	_, _, err := r.Create(ctx, table.Config{Seed: 42, Seats: seats(table.Local, table.Online)})
	if !errors.Is(err, table.ErrBadRequest) || !strings.Contains(err.Error(), "seed") {
		t.Fatalf("a chosen seed at an online table: %v, want a bad request naming the seed", err)
	}

	online, host, err := r.Create(ctx, table.Config{Seats: seats(table.Local, table.Online)})
	if err != nil {
		t.Fatal(err)
	}
	in, _ := online.Info(ctx, host)
	if d := in.Deal; d.Chosen || d.Seed != "" || d.Salt != "" || len(d.Commitment) != 64 || d.Scheme != table.CommitmentScheme {
		t.Fatalf("online table's deal before the end: %+v", d)
	}

	const seed = 1<<63 + 77 // above JavaScript's safe integers: shown as a string
	hot, host, err := r.Create(ctx, table.Config{Seed: seed, Seats: seats(table.Local, table.Local)})
	if err != nil {
		t.Fatal(err)
	}
	in, _ = hot.Info(ctx, host)
	commitment := in.Deal.Commitment
	if !in.Deal.Chosen || in.Deal.Seed != "" || len(commitment) != 64 {
		t.Fatalf("hot-seat deal before the end: %+v", in.Deal)
	}
	end := playLocal(t, hot, host, 1<<20, newRand(1))
	d := end.Table.Deal
	if end.Table.Status != table.Ended || d.Seed != strconv.FormatUint(seed, 10) || d.Commitment != commitment || len(d.Salt) != 64 {
		t.Fatalf("deal at the end: %+v (status %s)", d, end.Table.Status)
	}
	salt, _ := hex.DecodeString(d.Salt)
	sum, _ := hex.DecodeString(d.Commitment)
	if !table.VerifyDeal(hot.Code(), seed, salt, sum) {
		t.Fatal("the revealed seed and salt do not match the commitment")
	}
	if table.VerifyDeal(hot.Code(), seed+1, salt, sum) || table.VerifyDeal(online.Code(), seed, salt, sum) {
		t.Fatal("the commitment matches another seed or another table")
	}
}

// TestRematchIsDealtByTheServer: a rematch of an online table gets a
// fresh server seed, with its own commitment.
func TestRematchIsDealtByTheServer(t *testing.T) {
	ctx := context.Background()
	r := registry(t, memstore.New())
	tb, host, err := r.Create(ctx, table.Config{Seats: seats(table.Local, table.Online)})
	if err != nil {
		t.Fatal(err)
	}
	code, err := tb.Rematch(ctx, host)
	if err != nil {
		t.Fatal(err)
	}
	nt, _ := r.Get(ctx, code)
	a, _ := tb.Info(ctx, host)
	b, _ := nt.Info(ctx, host)
	if b.Deal.Chosen || b.Deal.Commitment == "" || b.Deal.Commitment == a.Deal.Commitment {
		t.Fatalf("rematch deal %+v after %+v", b.Deal, a.Deal)
	}
}
