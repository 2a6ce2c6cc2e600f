package preview_test

import (
	"context"
	"encoding/xml"
	"errors"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"evergreen/bots"
	"evergreen/game"
	"evergreen/games/nobles/noblesgame"
	"evergreen/preview"
	"evergreen/sim"
	"evergreen/store/memstore"
)

var ctx = context.Background()

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// nobles is the game previewed: the one the simulator plays today.
var nobles = noblesgame.New()

// offer is the Studio's offer of bots for Nobles.
var offer = preview.OfferOf(nobles, defaultBots(), 4, "steward", "steward-lite", "random", "ismcts:easy", "expert")

func defaultBots() bots.Registry {
	r, err := nobles.Rules(nil)
	if err != nil {
		panic(err)
	}
	return r.Bots()
}

// charter draws the built-in charts and one of the game's own.
var charter = preview.Charter{Own: []preview.Chart{{
	Name: "gems-tokens", Title: "Gems against Vault Tokens", YLabel: "per noble",
	Metrics: []game.Metric{{Key: "gems", Label: "Gems"}, {Key: "tokens", Label: "Tokens"}, {Key: "score", Label: "Score"}},
}}}

func load(t *testing.T, patch string) game.Rules {
	t.Helper()
	var p []byte
	if patch != "" {
		p = []byte(patch)
	}
	rs, err := nobles.Rules(p)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// wait polls until the preview is no longer running.
func wait(t *testing.T, r *preview.Runner, rs game.Rules, spec preview.Spec) preview.Status {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		st, err := r.Status(ctx, rs, spec)
		if err != nil {
			t.Fatal(err)
		}
		if st.State != preview.StateRunning {
			return st
		}
		if st.Done < 0 || st.Done > st.Total {
			t.Fatalf("progress %d of %d", st.Done, st.Total)
		}
		if time.Now().After(deadline) {
			t.Fatalf("preview still running: %+v", st)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func TestNormalize(t *testing.T) {
	got, err := preview.Spec{}.Normalize(offer)
	if err != nil || got.Games != preview.DefaultGames || strings.Join(got.Bots, ",") != "steward,steward,steward,steward" {
		t.Errorf("Normalize(zero) = %+v, %v", got, err)
	}
	for _, tc := range []struct {
		spec preview.Spec
		want string
	}{
		{preview.Spec{Games: 10001, Bots: []string{"steward", "random"}}, "games: must be between 1 and 10000, got 10001"},
		{preview.Spec{Games: -1, Bots: []string{"steward", "random"}}, "games: must be between 1 and 10000"},
		{preview.Spec{Games: 41, Bots: []string{"ismcts:easy", "steward"}}, "games: must be between 1 and 40 with a search bot at the table"},
		{preview.Spec{Games: 41, Bots: []string{"steward", "expert"}}, "games: must be between 1 and 40 with a search bot at the table"},
		{preview.Spec{Games: 5, Bots: []string{"steward"}}, "bots: a table seats 2 to 8 players, got 1"},
		{preview.Spec{Games: 5, Bots: []string{"steward", "ismcts:hard"}}, `bots[1]: unknown bot "ismcts:hard"`},
	} {
		_, err := tc.spec.Normalize(offer)
		if !errors.Is(err, preview.ErrSpec) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Normalize(%+v) = %v, want %q", tc.spec, err, tc.want)
		}
	}
	if k1, k2 := (preview.Spec{Games: 5, Bots: []string{"a", "b"}}).Key("c"), (preview.Spec{Games: 5, Bots: []string{"b", "a"}}).Key("c"); k1 == k2 {
		t.Errorf("keys ignore the seating: %s", k1)
	}
}

// TestRunnerComparesWithDefault previews a variant with a handful of
// random-bot games: the default is played too, both are cached, and a
// second start answers from the cache at once.
func TestRunnerComparesWithDefault(t *testing.T) {
	def := load(t, "")
	shared := load(t, `{"turn_counting":"shared"}`)
	st := memstore.New()
	r := preview.NewRunner(preview.Config{Cache: st, Game: nobles, Default: def, Logger: quiet()})
	defer r.Close()
	spec, err := preview.Spec{Games: 6, Bots: []string{"random", "random", "random"}}.Normalize(offer)
	if err != nil {
		t.Fatal(err)
	}
	if s, err := r.Status(ctx, shared, spec); err != nil || s.State != preview.StateNone || s.Total != 12 {
		t.Fatalf("Status before = %+v, %v", s, err)
	}
	s, err := r.Start(ctx, shared, spec)
	if err != nil || (s.State != preview.StateRunning && s.State != preview.StateDone) {
		t.Fatalf("Start = %+v, %v", s, err)
	}
	s = wait(t, r, shared, spec)
	if s.State != preview.StateDone || s.Done != 12 || s.Result == nil || s.Default == nil {
		t.Fatalf("finished = %+v", s)
	}
	if s.Result.Code != shared.Code() || s.Default.Code != def.Code() || s.Result.Report.Games != 6 || len(s.Result.Report.BySeat) != 3 {
		t.Errorf("results: %s %s %d games %d seats", s.Result.Code, s.Default.Code, s.Result.Report.Games, len(s.Result.Report.BySeat))
	}
	// Shared turns: a season of 8 turns round 3 Houses gives fewer turns
	// each, so the two results must differ.
	if s.Result.Report.BySeat[0].Score == s.Default.Report.BySeat[0].Score {
		t.Errorf("the variant and the default scored alike: %+v", s.Result.Report.BySeat[0].Score)
	}
	// Compared side by side: each figure's difference from the default
	// with its interval, the moves per game among them (shared turns
	// play far fewer), and the first seat's figure is seat 1's share.
	var length *sim.Diff
	for i, d := range s.Diffs {
		if d.Key == "length" {
			length = &s.Diffs[i]
		}
	}
	if length == nil || length.A != s.Default.Report.Length.Moves.Mean || length.B != s.Result.Report.Length.Moves.Mean || !(length.High < 0) {
		t.Errorf("moves per game compared: %+v in %+v", length, s.Diffs)
	}
	if s.Diffs[0].Key != "seat1_share" || s.Diffs[0].B != s.Result.Report.FirstSeat.Share.Mean || s.Diffs[0].B != s.Result.Report.BySeat[0].WinShare {
		t.Errorf("first diff %+v, first seat %+v, seat 1 share %v", s.Diffs[0], s.Result.Report.FirstSeat, s.Result.Report.BySeat[0].WinShare)
	}

	// Cached: a new runner over the same store answers at once, for the
	// variant and for the default alone.
	r2 := preview.NewRunner(preview.Config{Cache: st, Game: nobles, Default: def, Logger: quiet()})
	defer r2.Close()
	again, err := r2.Start(ctx, shared, spec)
	if err != nil || again.State != preview.StateDone || again.Result.Finished != s.Result.Finished || len(again.Diffs) != len(s.Diffs) {
		t.Errorf("cached Start = %+v, %v", again, err)
	}
	d, err := r2.Status(ctx, def, spec)
	if err != nil || d.State != preview.StateDone || d.Default != nil || d.Total != 6 {
		t.Errorf("default's Status = %+v, %v", d, err)
	}

	// Every chart draws, as well-formed SVG naming both rule sets.
	for _, name := range charter.Names() {
		svg, err := charter.Draw(name, s.Result, s.Default)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := wellFormed(svg); err != nil || !strings.Contains(string(svg), "<svg") {
			t.Errorf("%s: not SVG: %v", name, err)
		}
		if !strings.Contains(string(svg), "(default)") {
			t.Errorf("%s: no default series in the legend", name)
		}
	}
	if _, err := charter.Draw("pie", s.Result, nil); !errors.Is(err, preview.ErrNoChart) {
		t.Errorf("Chart(pie) = %v", err)
	}
	// A game's chart of a figure the report lacks says which.
	bad := preview.Charter{Own: []preview.Chart{{Name: "x", Metrics: []game.Metric{{Key: "gemz", Label: "?"}}}}}
	if _, err := bad.Draw("x", s.Result, nil); err == nil || !strings.Contains(err.Error(), `no metric "gemz"`) {
		t.Errorf("Draw(unknown metric) = %v", err)
	}
	// A chart of the default alone has one series.
	if svg, err := charter.Draw("winrate", d.Result, nil); err != nil || strings.Contains(string(svg), "(default)") {
		t.Errorf("default alone: %v", err)
	}
}

func wellFormed(b []byte) error {
	d := xml.NewDecoder(strings.NewReader(string(b)))
	for {
		_, err := d.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// TestRunnerBusy: at most MaxJobs previews run at once; more are refused,
// not queued; Close stops them.
func TestRunnerBusy(t *testing.T) {
	def := load(t, "")
	r := preview.NewRunner(preview.Config{Cache: memstore.New(), Game: nobles, Default: def, MaxJobs: 1, Logger: quiet()})
	spec, _ := preview.Spec{Games: 2000, Bots: []string{"random", "random"}}.Normalize(offer)
	if s, err := r.Start(ctx, def, spec); err != nil || s.State != preview.StateRunning {
		t.Fatalf("Start = %+v, %v", s, err)
	}
	// The same preview again: its status, not a second job.
	if s, err := r.Start(ctx, def, spec); err != nil || s.State != preview.StateRunning {
		t.Errorf("Start(again) = %+v, %v", s, err)
	}
	other := load(t, `{"turns_per_season":2}`)
	if _, err := r.Start(ctx, other, spec); !errors.Is(err, preview.ErrBusy) {
		t.Errorf("Start(second job) = %v, want ErrBusy", err)
	}
	done := make(chan struct{})
	go func() { r.Close(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Close did not stop the running preview")
	}
	if _, err := r.Start(ctx, other, spec); !errors.Is(err, preview.ErrClosed) {
		t.Errorf("Start after Close = %v, want ErrClosed", err)
	}
}

// TestSearchSeatsCostMore: a seat whose bot searches ahead costs
// SearchCost, whatever the bot is called (a level's name such as
// "expert" as much as an "ismcts" one), and a quick bot's seat 1.
func TestSearchSeatsCostMore(t *testing.T) {
	for _, c := range []struct {
		bots []string
		cost int64
	}{
		{[]string{"steward", "random"}, 2},
		{[]string{"steward", "expert"}, 1 + preview.SearchCost},
		{[]string{"ismcts:easy", "expert", "random"}, 2*preview.SearchCost + 1},
	} {
		s, err := preview.Spec{Games: 10, Bots: c.bots}.Normalize(offer)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.Cost(); got != c.cost {
			t.Errorf("%v costs %d a game, want %d", c.bots, got, c.cost)
		}
	}
}
