package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"evergreen/bots"
	"evergreen/game"
	"evergreen/game/gametest/highest"
	"evergreen/review"
	"evergreen/store"
	"evergreen/store/sqlite"
)

// storeHighest keeps an ended game of Highest Unique, Ada (a person)
// against an ismcts bot, in a new SQLite file, and returns the file and
// the table's code.
func storeHighest(t *testing.T) (string, string) {
	t.Helper()
	ctx := context.Background()
	data := filepath.Join(t.TempDir(), "ev.db")
	st, err := sqlite.Open(data)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	r, err := highest.New().Rules(nil)
	if err != nil {
		t.Fatal(err)
	}
	start, err := r.Start(game.Setup{Seed: 5, Seats: make([]game.Seat, 2)})
	if err != nil {
		t.Fatal(err)
	}
	judge, _ := game.NewBot(r, "ismcts")
	_, moves, _, err := bots.PlayOut(start, []bots.Bot{bots.Random{}, judge}, rand.New(rand.NewPCG(5, 5)), 100)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.SaveRules(ctx, r.Code(), r.Doc()); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	rec := store.Table{Code: "RVW234", Game: "highest", RulesCode: r.Code(), Seed: 5, Status: store.StatusEnded, CreatedAt: now, UpdatedAt: now,
		Seats: []store.Seat{{Seat: 0, Kind: store.KindLocal, Name: "Ada"}, {Seat: 1, Kind: store.KindBot, Name: "Bot", Bot: "ismcts"}}}
	if err := st.CreateTable(ctx, rec); err != nil {
		t.Fatal(err)
	}
	for i, m := range moves {
		raw, _ := json.Marshal(m.Move)
		if err := st.AppendMove(ctx, rec.Code, store.Move{Seq: int64(i + 1), Seat: int(m.Seat), Move: raw, At: now}); err != nil {
			t.Fatal(err)
		}
	}
	return data, rec.Code
}

func reviewWith(args ...string) (int, string, string) {
	var out, errOut bytes.Buffer
	list := game.MustList(append(hosted(), highest.New())...)
	code := runWith(list, append([]string{"review"}, args...), nil, &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestReviewTable reviews a stored table: only the person's seat, as
// text and as JSON, the same twice for one seed.
func TestReviewTable(t *testing.T) {
	data, code := storeHighest(t)
	exit, text, errText := reviewWith("--data", data, "--table", strings.ToLower(code))
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, errText)
	}
	for _, want := range []string{"Ada: accuracy", "luck-adjusted result", "MOVE", "LUCK"} {
		if !strings.Contains(text, want) {
			t.Errorf("review lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "Bot: accuracy") {
		t.Errorf("the bot's seat was reviewed; only people's seats are:\n%s", text)
	}
	exit, first, errText := reviewWith("--data", data, "--table", code, "--json")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, errText)
	}
	var rep review.Report
	if err := json.Unmarshal([]byte(first), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Seats) != 1 || rep.Seats[0].Seat != 0 || rep.Seats[0].Decisions != 3 {
		t.Errorf("review of the person's seat: %+v", rep.Seats)
	}
	if _, again, _ := reviewWith("--data", data, "--table", code, "--json"); again != first {
		t.Error("two reviews with one seed differ")
	}
}

// TestReviewScenario reviews a scenario file that autoplay finishes, and
// refuses one left unfinished.
func TestReviewScenario(t *testing.T) {
	dir := t.TempDir()
	done := filepath.Join(dir, "done.json")
	os.WriteFile(done, []byte(`{"game":"highest","seed":3,"seats":[{},{},{}],"autoplay":"ismcts"}`), 0o644)
	exit, text, errText := reviewWith(done, "--seats", "0,2", "--samples", "16")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, errText)
	}
	if !strings.Contains(text, "Seat 1: accuracy") || !strings.Contains(text, "Seat 3: accuracy") || strings.Contains(text, "Seat 2: accuracy") {
		t.Errorf("--seats 0,2 reviewed otherwise:\n%s", text)
	}
	open := filepath.Join(dir, "open.json")
	os.WriteFile(open, []byte(`{"game":"highest","seed":3,"seats":[{},{}],"moves":[{"seat":0,"move":"pick","option":2}]}`), 0o644)
	if exit, _, errText := reviewWith(open); exit != 2 || !strings.Contains(errText, "not over") {
		t.Errorf("an unfinished game: exit %d, %q; want 2 and a word that it is not over", exit, errText)
	}
}

// TestReviewBadInput: every mistake on the command line gets exit 2 and
// words saying what is wrong.
func TestReviewBadInput(t *testing.T) {
	data, code := storeHighest(t)
	tests := []struct {
		args []string
		want string
	}{
		{nil, "either --table CODE or a scenario FILE"},
		{[]string{"--data", data, "--table", "NOPE99"}, `no table "NOPE99"`},
		{[]string{"--data", data, "--table", code, "--bot", "greedy"}, "cannot judge"},
		{[]string{"--data", data, "--table", code, "--seats", "x"}, "not a seat number"},
		{[]string{"--data", data, "--table", code, "--samples", "0"}, "--samples"},
		{[]string{"--data", filepath.Join(t.TempDir(), "none.db"), "--table", code}, "no database"},
	}
	for _, tc := range tests {
		exit, _, errText := reviewWith(tc.args...)
		if exit == 0 || !strings.Contains(errText, tc.want) {
			t.Errorf("review %v: exit %d, %q; want an error saying %q", tc.args, exit, errText, tc.want)
		}
	}
}

// TestReviewWords: the review names moves in the game's own words (its
// terminal's menus), for the moves played and the better ones.
func TestReviewWords(t *testing.T) {
	file := filepath.Join(t.TempDir(), "nobles.json")
	os.WriteFile(file, []byte(`{"game":"nobles","seed":7,"seats":[{},{}],"autoplay":"random"}`), 0o644)
	exit, out, errText := reviewWith(file, "--samples", "2", "--json")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, errText)
	}
	var rep review.Report
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	played, better := 0, 0
	for _, d := range rep.Decisions {
		if d.PlayedWords != "" {
			played++
		}
		if d.BestWords != "" {
			better++
		}
	}
	if played != len(rep.Decisions) || better == 0 {
		t.Errorf("%d of %d moves played in words, %d better moves in words; want every one", played, len(rep.Decisions), better)
	}
}
