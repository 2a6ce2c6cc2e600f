package nobles_test

import (
	"math/rand/v2"
	"reflect"
	"strconv"
	"testing"

	"evergreen/engine"
	"evergreen/engine/enginetest"
	"evergreen/games/nobles"
)

// TestViewIntoIsFresh: a View rebuilt over an old one (ViewInto, as the
// simulator does at every decision) equals a fresh View field for field,
// whatever the old one showed: another seat, another position, another
// game with another number of seats, the end of a game. A field ViewInto
// left stale (a Gem count of another seat, the last Payment, a longer
// list of Items) would differ here.
func TestViewIntoIsFresh(t *testing.T) {
	rs := rules(t, "")
	rng := rand.New(rand.NewPCG(14, 1))
	// Old views shared by every game, picked at random to build over;
	// some start as junk in every field, so that a field ViewInto never
	// writes shows too.
	pool := make([]any, 6)
	for i := range 3 {
		junk := new(nobles.View)
		fill(reflect.ValueOf(junk).Elem(), i)
		pool[i] = junk
	}
	checked := 0
	for g := range 40 {
		n := 2 + g%7
		seats := make([]nobles.SeatSetup, n)
		for i := range seats {
			seats[i] = nobles.SeatSetup{Name: "H" + strconv.Itoa(i)}
		}
		st := enginetest.Start(t, nobles.NewGame, rs, nobles.Setup{Seed: uint64(g), Seats: seats})
		var legal []engine.Move
		for {
			seat := engine.Seat(rng.IntN(n+1) - 1) // engine.Spectator too
			slot := rng.IntN(len(pool))
			old := pool[slot]
			got := st.ViewInto(seat, old)
			if old != nil && got != old {
				t.Fatalf("game %d: ViewInto built a new View instead of reusing the old one", g)
			}
			if want := st.ViewFor(seat); !reflect.DeepEqual(got, want) {
				t.Fatalf("game %d, move %d, seat %d: the reused View differs from a fresh one:\nreused %+v\nfresh  %+v", g, checked, seat, got, want)
			}
			pool[slot] = got
			checked++
			d := st.Decider()
			if d < 0 {
				break
			}
			legal = st.Legal(d, legal[:0])
			if err := st.StepQuiet(d, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// TestViewForSharesNothing: a fresh View is the viewer's to keep; building
// other views over other memory and playing on leave it as it was.
func TestViewForSharesNothing(t *testing.T) {
	rs := rules(t, "")
	st := enginetest.Start(t, nobles.NewGame, rs, nobles.Setup{Seed: 5, Seats: []nobles.SeatSetup{{Name: "A"}, {Name: "B"}, {Name: "C"}}})
	rng := rand.New(rand.NewPCG(5, 5))
	var kept []*nobles.View
	var copies []*nobles.View
	var reused any
	for st.Decider() >= 0 {
		d := st.Decider()
		v := st.ViewFor(d)
		kept = append(kept, v)
		copies = append(copies, st.ViewFor(d))
		reused = st.ViewInto(d, reused)
		legal := st.Legal(d, nil)
		if err := st.StepQuiet(d, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	for i := range kept {
		if !reflect.DeepEqual(kept[i], copies[i]) {
			t.Fatalf("view %d changed after it was handed out", i)
		}
	}
}

// fill sets every settable field under v to a non-zero value of depth d.
func fill(v reflect.Value, d int) {
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Field(i).CanSet() {
				fill(v.Field(i), d)
			}
		}
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(v.Elem(), d)
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 3+d, 3+d))
		for i := range v.Len() {
			fill(v.Index(i), d)
		}
	case reflect.Map:
		v.Set(reflect.MakeMap(v.Type()))
		k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
		fill(k, d)
		fill(e, d)
		v.SetMapIndex(k, e)
	case reflect.String:
		v.SetString("stale" + strconv.Itoa(d))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(77 + d))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(uint64(77 + d))
	case reflect.Float32, reflect.Float64:
		v.SetFloat(7.5)
	case reflect.Interface:
		v.Set(reflect.ValueOf("stale"))
	}
}
