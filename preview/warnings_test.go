package preview_test

import (
	"encoding/json"
	"strings"
	"testing"

	"evergreen/preview"
	"evergreen/sim"
	"evergreen/store/memstore"
)

// TestLopsidedRulesAreWarnedOf: a rule set that makes one Virtue
// overwhelming (The Open Hand's Gems cost 50 Crowns, not 400) is
// previewed with a warning in words naming House Hallowell with its
// Virtue, its share, the table size and the even share.
func TestLopsidedRulesAreWarnedOf(t *testing.T) {
	def := load(t, "")
	var doc struct {
		Virtues []map[string]any `json:"virtues"`
	}
	if err := json.Unmarshal(def.Doc(), &doc); err != nil {
		t.Fatal(err)
	}
	for _, v := range doc.Virtues {
		if v["id"] == "open-hand" {
			// Giving all but free: its Give modifier's amount, the rest
			// (and the text that reads them) as they are.
			for _, m := range v["modifiers"].([]any) {
				if m := m.(map[string]any); m["kind"] == "give_cost" {
					m["amount"] = -450
				}
			}
		}
	}
	patch, _ := json.Marshal(doc)
	lopsided := load(t, string(patch))
	r := preview.NewRunner(preview.Config{Cache: memstore.New(), Game: nobles, Default: def, Logger: quiet()})
	defer r.Close()
	spec, err := preview.Spec{Games: 120, Bots: []string{"steward", "steward"}}.Normalize(offer)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Start(ctx, lopsided, spec); err != nil {
		t.Fatal(err)
	}
	st := wait(t, r, lopsided, spec)
	if st.State != preview.StateDone {
		t.Fatalf("preview %s: %s", st.State, st.Error)
	}
	var found string
	for _, w := range st.Result.Warnings {
		if strings.HasPrefix(w, "House Hallowell (The Open Hand) wins ") {
			found = w
		}
	}
	if !strings.Contains(found, " of the games at 2 Houses (95% interval ") || !strings.HasSuffix(found, "; even is 50%") {
		t.Errorf("the lopsided rules are previewed with the warnings %q", st.Result.Warnings)
	}
}

// TestWarningsNeedAClearMiss: a seat outside the Band is warned of only
// when its 95% interval leaves out an even share, and in the game's
// words for the table.
func TestWarningsNeedAClearMiss(t *testing.T) {
	rep := &sim.Report{Games: 100, BySeat: []sim.Group{
		{Name: "seat 1", WinShare: 0.60, ShareCI: sim.Mean{Mean: 0.60, Low: 0.55, High: 0.65}},
		{Name: "seat 2", WinShare: 0.40, ShareCI: sim.Mean{Mean: 0.40, Low: 0.35, High: 0.45}},
	}}
	rep.Stats.Seats.Label = "Houses"
	got := preview.Warnings(rep)
	want := []string{
		"Seat 1, which moves first, wins 60% of the games at 2 Houses (95% interval 55–65%); even is 50%",
		"Seat 2 wins 40% of the games at 2 Houses (95% interval 35–45%); even is 50%",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("warnings\n%q\nwant\n%q", got, want)
	}
	rep.BySeat[0].ShareCI.Low, rep.BySeat[1].ShareCI.High = 0.49, 0.51
	rep.Stats.Seats.Label = ""
	if got := preview.Warnings(rep); len(got) != 0 {
		t.Errorf("shares whose intervals hold an even share are warned of: %q", got)
	}
}
