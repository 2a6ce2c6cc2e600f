package ruleset

import "testing"

func TestPaths(t *testing.T) {
	tests := []struct{ got, want string }{
		{Field("", "decks"), "decks"},
		{Field("decks", "ordeal"), "decks.ordeal"},
		{Index("decks.ordeal", 3), "decks.ordeal[3]"},
		{Index("", 0), "[0]"},
		{Key("", "game"), "game"},
		{Key("provenance", "turn_counting"), "provenance.turn_counting"},
		{Key("houses", "per-noble2"), "houses.per-noble2"},
		{Key("names", "a.b"), `names["a.b"]`},
		{Key("names", ""), `names[""]`},
		{Key("names", "été"), `names["été"]`},
		{Key("names", `say "hi"`), `names["say \"hi\""]`},
		{Key("", "[0]"), `["[0]"]`},
		{Field(Index(Field(Index("decks.ordeal", 3), "effects"), 0), "amount"), "decks.ordeal[3].effects[0].amount"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %s, want %s", tt.got, tt.want)
		}
	}
}

func TestProblems(t *testing.T) {
	var ps Problems
	if ps.Err() != nil {
		t.Errorf("empty Problems.Err() = %v", ps.Err())
	}
	ps.Add("decks.ordeal[3].effects[0].amount", "must be positive, got %d", -1)
	if got, want := ps.Err().Error(), "rule set: decks.ordeal[3].effects[0].amount: must be positive, got -1"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	ps.Add("", "no seats")
	if got, want := ps.Error(), "rule set: 2 problems:\n  decks.ordeal[3].effects[0].amount: must be positive, got -1\n  no seats"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
